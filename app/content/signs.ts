/**
 * The outdoor signage pages as data: the sign types shown as cards (SPEC.md section 3,
 * "Sign entries"), their 'From' prices (section 9) and the copy around them.
 */
import { fromPounds, type Pence } from '../catalogue/money';
import type { ProductImage } from '../catalogue/product';
import type { Href, PageCopy } from './catalogue-pages';

/** The styles the projecting-sign configurator offers, so a card can open it preset. */
export type ProjectingStyle = 'traditional' | 'modern' | 'victorian';

export type SignEntry = {
  id: string;
  name: string;
  description: string;
  images: readonly ProductImage[];
  /** The 'From' price. */
  price: Pence;
  features: readonly string[];
  leadTime: string;
  /** Lit signs bring the planning-consent hint into their details. */
  illumination: 'built-in' | 'optional' | 'none';
  /** The configurator style nearest this sign; without one the configurator opens as is. */
  configuratorStyle?: ProjectingStyle;
};

export type SignListingCopy = PageCopy & { listHeading: string };

export const signNotes = [
  'Professional installation included',
  '5-year warranty',
  'Custom sizes available',
] as const;

export const signWarranty = 'Our warranty: 5 years on signs, 2 years on electrical parts.';

export const planningHint =
  'Illuminated signs usually need advertisement consent from the local council, and signs on listed buildings or in conservation areas often do too: we can advise and prepare the application.';

/** Each sign is drawn twice at 800 x 600: the sign in place, then a closer view. */
function signImages(id: string, alts: readonly [string, string]): ProductImage[] {
  return alts.map((alt, index) => ({
    src: `/images/signs/${id}-${index + 1}.svg`,
    alt,
    width: 800,
    height: 600,
  }));
}

export const outdoorSignagePage: PageCopy = {
  heading: 'External Signage Solutions',
  intro:
    'Shop front signs designed, made and fitted by our own team in Glasgow. Whether you need a new fascia, a projecting sign to catch passers-by or advice on what the council will allow, we start by surveying your frontage: measuring the fascia, checking the fixing surface and the power supply.',
  description:
    'Fascia signs, shop front lettering and projecting signs, made in Glasgow and installed by our own team. Request a site survey.',
};

export const fasciaSignsPage: SignListingCopy = {
  heading: 'Fascia and Shop Front Signs',
  intro:
    'The fascia is the first thing a customer reads. Every sign below is made to your measurements and artwork in our Glasgow workshop, then fitted by our own installers.',
  description:
    'Tray signs, 3D letters, rimless and backlit letters and lightbox fascias for shop fronts, made to measure in Glasgow and installed by our team.',
  listHeading: 'Fascia sign types',
};

export const projectionSignsPage: SignListingCopy = {
  heading: 'Projecting Sign Types',
  intro:
    'A projecting sign stands out from the wall, so shoppers walking along the pavement see your name before they reach your window. Six types, all double-sided and made to order.',
  description:
    'Hanging, flat, lightbox, built-up 3D, blade and circular projecting signs, double-sided and made to order in Glasgow.',
  listHeading: 'Projecting sign types',
};

export const fasciaSigns: readonly SignEntry[] = [
  {
    id: 'tray-sign',
    name: 'Tray Sign',
    description:
      'A folded aluminium tray with returned edges, powder-coated in your colour and lettered in vinyl or push-through acrylic. The classic high-street fascia: crisp, flat and built for west-coast weather.',
    images: signImages('tray-sign', [
      'Tray sign: a navy aluminium fascia panel with a logo above a shop front in a sandstone tenement',
      "Close-up of a tray sign's folded edges standing out from the stonework and casting a shadow",
    ]),
    price: fromPounds(899.99),
    features: [
      'Folded 2 mm aluminium tray with 50 mm returns',
      'Powder-coated to any RAL colour',
      'Vinyl, printed or push-through acrylic lettering',
      'Concealed fixings onto timber or steel battens',
    ],
    leadTime: '2-3 weeks from approved artwork',
    illumination: 'none',
  },
  {
    id: '3d-letters',
    name: '3D Letters',
    description:
      'Individual built-up letters in aluminium or stainless steel, fixed off the fascia on locators so they cast a shadow and read from across the street. Available unlit, face-lit or halo-lit.',
    images: signImages('3d-letters', [
      '3D letters: raised navy letters on a pale fascia above a shop front in a sandstone tenement',
      'Close-up of built-up 3D letters casting soft shadows on the fascia, showing their depth',
    ]),
    price: fromPounds(1299.99),
    features: [
      'Fabricated aluminium or brushed stainless steel letters',
      'Returns 50-100 mm deep',
      'Fitted with a full-size paper template for exact spacing',
      'Optional face-lit or halo-lit LED illumination',
    ],
    leadTime: '3-4 weeks from approved artwork',
    illumination: 'optional',
  },
  {
    id: 'rimless-letters',
    name: 'Rimless Letters',
    description:
      'LED letters with no trim cap: the acrylic face is bonded to the return, so each letter glows edge to edge. Our cleanest illuminated lettering, a favourite of cafés, salons and fashion shops.',
    images: signImages('rimless-letters', [
      'Rimless letters glowing white on a dark fascia above a lit shop front at night',
      'Close-up of rimless letters lit right through their acrylic sides, with no edge trim',
    ]),
    price: fromPounds(1499.99),
    features: [
      'Bonded acrylic faces with no trim cap',
      'Even light from sealed LED modules',
      'Aluminium returns painted to match or contrast',
      'Low-voltage supply from a fused spur',
    ],
    leadTime: '3-4 weeks from approved artwork',
    illumination: 'built-in',
  },
  {
    id: 'backlit-flat-cut',
    name: 'Backlit Flat Cut Letters',
    description:
      'Letters cut from thick acrylic or aluminium composite, stood off the fascia with LEDs behind, so a soft halo outlines each one after dark. Understated by day, striking at night.',
    images: signImages('backlit-flat-cut', [
      'Backlit flat cut letters with a halo of light on the brickwork above a lit shop front',
      'Close-up of dark flat cut metal letters standing off a brick wall, with light glowing behind them',
    ]),
    price: fromPounds(999.99),
    features: [
      'Flat cut from 10 mm or 20 mm acrylic, or aluminium composite',
      'Halo illumination from LEDs behind each letter',
      'Stand-off fixings hide the wiring in the fascia',
      'Warm white, cool white or coloured light',
    ],
    leadTime: '2-3 weeks from approved artwork',
    illumination: 'built-in',
  },
  {
    id: 'lightbox-fascia',
    name: 'Lightbox Fascia',
    description:
      'An extruded aluminium box with a printed flex or acrylic face, lit evenly from within by LEDs. Bright, economical to run and easy to re-face when your branding changes.',
    images: signImages('lightbox-fascia', [
      'Lightbox fascia: an evenly lit sign box with a logo above a lit shop front at night',
      'Cut-away of a lightbox fascia showing its aluminium frame and the rows of LED modules behind the face',
    ]),
    price: fromPounds(799.99),
    features: [
      'Extruded aluminium frame, powder-coated',
      'Printed flex face or opal acrylic front',
      'LED modules spaced for light with no hot spots',
      'Hinged or clip frame for a quick change of face',
    ],
    leadTime: '2-3 weeks from approved artwork',
    illumination: 'built-in',
  },
];

export const projectionSigns: readonly SignEntry[] = [
  {
    id: 'traditional-hanging',
    name: 'Traditional Hanging Sign',
    description:
      'A painted or printed panel hung from a scrolled steel bracket. Suits pubs, bakeries, bookshops and frontages in conservation areas.',
    images: signImages('traditional-hanging', [
      'Traditional hanging sign on a scrolled black bracket, seen along a sandstone street',
      'Close-up of a painted navy hanging sign with a gilded sailing-boat emblem, hung from a scrolled bracket',
    ]),
    price: fromPounds(499.99),
    features: [
      'Double-sided painted or printed faces',
      'Scrolled steel bracket, powder-coated black',
      'Moulded or shaped panel edges',
    ],
    leadTime: '2-3 weeks from approved artwork',
    illumination: 'none',
    configuratorStyle: 'traditional',
  },
  {
    id: 'modern-flat',
    name: 'Modern Flat Projecting Sign',
    description:
      'A slim double-sided aluminium composite panel on a minimal flat-bar bracket, printed edge to edge in your brand colours. Clean, light and quick to fit.',
    images: signImages('modern-flat', [
      'Modern flat projecting sign: a white printed panel on a slim square bracket, seen along the street',
      'Close-up of a modern flat projecting sign, its thin composite panel clamped to a square arm and wall plate',
    ]),
    price: fromPounds(449.99),
    features: [
      '3 mm aluminium composite, printed both sides',
      'Minimal flat-bar bracket',
      'Square, rectangular or shaped panels',
      'Anti-graffiti laminate option',
    ],
    leadTime: '1-2 weeks from approved artwork',
    illumination: 'none',
    configuratorStyle: 'modern',
  },
  {
    id: 'illuminated-lightbox',
    name: 'Illuminated Lightbox Projecting Sign',
    description:
      'A double-sided lightbox on a wall bracket, lit from within so your name is seen up and down the street after dark. The usual choice for takeaways, pharmacies and late-opening shops.',
    images: signImages('illuminated-lightbox', [
      'Illuminated lightbox projecting sign glowing on a shop wall at dusk',
      'Close-up of an illuminated lightbox projecting sign, showing its depth, wall fixings and cable conduit',
    ]),
    price: fromPounds(799.99),
    features: [
      'Double-sided extruded aluminium lightbox',
      'Opal acrylic or flex faces',
      'Internal LED modules with low running costs',
      'Concealed cable entry through the wall plate',
    ],
    leadTime: '3-4 weeks from approved artwork',
    illumination: 'built-in',
  },
  {
    id: 'built-up-3d',
    name: 'Built-Up 3D Projecting Sign',
    description:
      'A deep projecting box with raised letters or a logo on each face, for a sign with real depth and presence. Available unlit, face-lit or halo-lit.',
    images: signImages('built-up-3d', [
      'Built-up 3D projecting sign: a navy panel with a raised logo and lettering on a square bracket',
      'Close-up of a built-up 3D projecting sign, its raised logo and letters casting shadows on the panel',
    ]),
    price: fromPounds(899.99),
    features: [
      'Fabricated aluminium box 100-150 mm deep',
      'Raised acrylic or metal letters on both faces',
      'Optional face or halo illumination',
      'Heavy-duty wall plate sized for the load',
    ],
    leadTime: '3-4 weeks from approved artwork',
    illumination: 'optional',
  },
  {
    id: 'blade',
    name: 'Blade Sign',
    description:
      'A tall, narrow panel that reads down the street, ideal where the frontage is tight or the fascia is shared. Fixed rigidly to the wall, with nothing to swing in the wind.',
    images: signImages('blade', [
      'Blade sign: a tall narrow navy sign on three brackets at the corner of a building',
      'Close-up of a blade sign with stacked lettering, fixed to the corner stonework by three brackets',
    ]),
    price: fromPounds(349.99),
    features: [
      'Tall, narrow panel that catches the eye along the pavement',
      'Aluminium composite or acrylic, printed both sides',
      'Rigid wall-plate fixing',
    ],
    leadTime: '1-2 weeks from approved artwork',
    illumination: 'none',
    configuratorStyle: 'modern',
  },
  {
    id: 'circular',
    name: 'Circular Projecting Sign',
    description:
      'A round double-sided disc for a logo or monogram, on a straight or scrolled bracket. Simple, recognisable and at home on a busy frontage.',
    images: signImages('circular', [
      'Circular projecting sign: a round navy logo disc hanging from a black bracket, seen along the street',
      'A circular projecting sign turned side-on, showing both faces and its edge band',
    ]),
    price: fromPounds(399.99),
    features: [
      '600, 800 or 1000 mm diameter',
      'Printed or vinyl artwork on both faces',
      'Straight flat-bar or scrolled bracket',
      'Optional internal LED illumination',
    ],
    leadTime: '2-3 weeks from approved artwork',
    illumination: 'optional',
  },
];

export type SignFamily =
  | { kind: 'range'; name: string; description: string; href: Href; image: ProductImage }
  | { kind: 'coming-soon'; name: string; description: string };

/** A family's card shows its first sign's first picture. */
function firstImage(signs: readonly SignEntry[]): ProductImage {
  const image = signs[0]?.images[0];
  if (!image) throw new Error('A sign family needs at least one sign with an image');
  return image;
}

export const signFamilies: readonly SignFamily[] = [
  {
    kind: 'range',
    name: 'Fascia and Shop Front Signs',
    description:
      'Tray signs, 3D and rimless letters, backlit lettering and lightbox fascias, made to fit your frontage.',
    href: '/products/outdoor-signage/fascia-shop-front-signs',
    image: firstImage(fasciaSigns),
  },
  {
    kind: 'range',
    name: 'Projecting Signs',
    description:
      'Double-sided signs on wall brackets, from traditional hanging signs to lightboxes and blade signs.',
    href: '/products/outdoor-signage/projection-sign-types',
    image: firstImage(projectionSigns),
  },
  {
    kind: 'coming-soon',
    name: 'Window Graphics',
    description:
      'Printed vinyl, frosted manifestation and one-way vision graphics for shop windows and doors.',
  },
];
