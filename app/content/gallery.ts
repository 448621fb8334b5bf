/** Recent work, shown in two grids on /gallery (SPEC.md section 2: five images). */
const image = (src: string, alt: string, caption: string) => ({
  src,
  alt,
  caption,
  width: 800,
  height: 600,
});

export const gallery = [
  {
    title: 'Shop interiors',
    images: [
      image(
        '/images/products/double-sided-gondola.svg',
        'Grey gondola shelving stocked in a convenience store aisle',
        'Convenience store aisle with double-sided gondolas',
      ),
      image(
        '/images/products/showcase.svg',
        'Oak-framed wall display cabinet with lit glass shelves',
        'Jeweller’s wall cabinets with warm white LEDs',
      ),
      image(
        '/images/products/wall-led-lightbox-2.svg',
        'Large lit wall light box above a clothes rail',
        'Fashion department feature wall with an LED light box',
      ),
    ],
  },
  {
    title: 'Signage',
    images: [
      image(
        '/images/signs/tray-sign-1.svg',
        'Tray fascia sign above a sandstone shop front',
        'Tray fascia sign on a tenement shop front',
      ),
      image(
        '/images/signs/traditional-hanging-1.svg',
        'Painted hanging sign on a black scroll bracket',
        'Traditional hanging sign for a high-street café',
      ),
    ],
  },
] as const;
