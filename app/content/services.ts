/**
 * The seven services as one model: the overview page, each service's page and its
 * Request Consultation link all read this list.
 */
import type { PageCopy, TextLink } from './catalogue-pages';
import {
  catalogueLinks,
  categoryLink,
  productLink,
  type CallToAction,
  type Point,
} from './info-pages';
import { serviceNames, servicePath, type ServiceId } from './service-links';
import { site } from './site';

export type Timescale = { work: string; time: string };

export type Service = {
  id: ServiceId;
  /** The page's heading and the name the consultation message uses. */
  name: string;
  /** One line: the overview card and the meta description. */
  summary: string;
  intro: string;
  covers: readonly string[];
  /** How the work runs, in order. */
  steps: readonly Point[];
  timescales: readonly Timescale[];
  related: readonly TextLink[];
};

export const servicesPage: PageCopy & { listHeading: string } = {
  heading: 'Our Services',
  intro:
    'From the first measured drawing to the last light switched on, our Glasgow team designs, supplies, fits and looks after shop interiors and signs. Use one service or all seven: every job starts with a conversation about your shop.',
  description: `Shop design, sign installation, shop fitting, planning applications, electrical work, print and delivery from ${site.name} in Glasgow.`,
  listHeading: 'What we can do for your shop',
};

export const servicesHelp: CallToAction = {
  heading: 'Not sure where to start?',
  text: 'See how a project runs from the first survey to handover, or browse ideas that work well in small shops.',
  links: [
    { label: 'What we do', href: '/projects/what-we-do' },
    { label: 'Shop fitting ideas', href: '/projects/ideas' },
  ],
};

export const services: readonly Service[] = [
  {
    id: 'design',
    name: serviceNames.design,
    summary:
      'Shop layouts, 3D visuals and sign artwork drawn for your floor, your stock and your budget.',
    intro:
      'A good layout sells more from the same floor. We plan where customers walk, where they stop and what they see first, then draw every shelf run, counter and sign so you can see the shop before anything is made.',
    covers: [
      'A measured survey of your unit, or a layout drawn from your landlord’s plans',
      'Floor layouts: aisle widths, gondola runs, wall bays, counter and till position',
      '3D visuals of the finished shop from the door and from behind the counter',
      'Fascia and sign artwork in your colours, drawn to the real size of your frontage',
      'A lighting layout drawn with the ceiling grid and the shelving, so fittings line up with the aisles',
      'A schedule of every fixture, so the quote matches the drawing line by line',
    ],
    steps: [
      {
        title: 'Consultation',
        text: 'We talk through what you sell, who buys it, your budget and the date you want to open.',
      },
      {
        title: 'Survey',
        text: 'We measure the unit and note columns, doors, power points, the ceiling height and the condition of the floor.',
      },
      {
        title: 'First layout',
        text: 'You receive a floor plan and 3D views, with the shelf runs and counter marked and the reasoning behind them.',
      },
      {
        title: 'Changes',
        text: 'We adjust the layout with you until the aisles, sightlines and stock capacity work for the way you trade.',
      },
      {
        title: 'Final drawings and quote',
        text: 'The agreed layout comes with a fixture schedule and a fixed price for supply, or supply and fitting.',
      },
    ],
    timescales: [
      { work: 'Survey visit', time: 'Usually within a week of your call' },
      { work: 'First layout and 3D visuals', time: '5-7 working days after the survey' },
      { work: 'Sign artwork', time: '2-3 working days per design' },
    ],
    related: [
      catalogueLinks.retailShelving,
      productLink('double-sided-gondola'),
      productLink('standard-wall-shelf'),
      categoryLink('display-cabinet'),
      catalogueLinks.counters,
    ],
  },
  {
    id: 'sign-installation',
    name: serviceNames['sign-installation'],
    summary:
      'Fascia signs, lettering, projecting signs and light boxes fitted by our own installers, wired and working.',
    intro:
      'A sign is only as good as its fixing. Our installers survey the frontage, take down the old sign, make good the fascia and fit the new one level, secure and, where it is lit, wired to a timer by our electricians.',
    covers: [
      'Taking down and disposing of your old sign',
      'Checking the fascia board and fixing surface, and repairing or replacing rotten timber',
      'Fitting tray signs, built-up and rimless letters, and projecting signs on their brackets',
      'Wiring illuminated signs to a switched supply with a time switch',
      'Indoor light boxes, menu boards and hanging signs, fixed to walls, ceilings or counters',
      'Access towers and, where the pavement is used, the council permit to work on it',
    ],
    steps: [
      {
        title: 'Site survey',
        text: 'We measure the frontage, check what the sign will fix to and find the nearest power supply.',
      },
      {
        title: 'Consent check',
        text: 'We tell you whether the sign needs advertisement consent and can prepare the application through our Planning service.',
      },
      {
        title: 'Making the sign',
        text: 'Once you approve the artwork, the sign is made to the measured size of your frontage.',
      },
      {
        title: 'Installation',
        text: 'We fit early in the day where we can, so the pavement is clear and your shop is open as normal.',
      },
      {
        title: 'Handover',
        text: 'We switch the sign on with you, set the timer and give you the warranty details.',
      },
    ],
    timescales: [
      { work: 'Site survey', time: 'Usually within a week of your call' },
      { work: 'Making a fascia sign', time: '2-4 weeks from approved artwork, by type' },
      { work: 'Making a projecting sign', time: '1-4 weeks from approved artwork, by type' },
      { work: 'Fitting a single fascia', time: 'Half a day to a day on site' },
    ],
    related: [
      catalogueLinks.fasciaSigns,
      catalogueLinks.projectingSigns,
      productLink('projecting-signs'),
      categoryLink('outdoor-signage'),
      categoryLink('indoor-signage'),
    ],
  },
  {
    id: 'shop-fitting',
    name: serviceNames['shop-fitting'],
    summary:
      'Complete fit-outs and refits: strip-out, ceilings, shelving, counters, lighting and signs, run by one team.',
    intro:
      'We fit out empty units and refit trading shops. One team supplies and installs the ceiling, lighting, shelving, counters and signs, to one programme, so you are not left chasing five trades to finish on the same day.',
    covers: [
      'Stripping out old shelving, counters and ceilings, and taking them away',
      'Suspended ceilings with grid, tiles and LED panels',
      'Wall shelving and gondola runs, with ticket strips and end-of-aisle displays',
      'Counters, display cabinets and glass shelving',
      'Lighting and power through our Electrical service',
      'Phased or out-of-hours work, so a trading shop can keep its doors open',
      'Snagging and a final clean before handover',
    ],
    steps: [
      {
        title: 'Survey and brief',
        text: 'We visit the shop, measure it and agree what stays, what goes and what the new shop needs to hold.',
      },
      {
        title: 'Design and fixed quote',
        text: 'You approve a layout and a fixture schedule with one price for supply and fitting.',
      },
      {
        title: 'Programme',
        text: 'We agree the dates, the order of work and which parts of the shop stay open on each day.',
      },
      {
        title: 'Fit-out',
        text: 'Our installers and electricians work to the programme, with one contact on our side for any question.',
      },
      {
        title: 'Snagging and handover',
        text: 'We walk the shop with you, put right anything on the snag list and hand over the warranties.',
      },
    ],
    timescales: [
      { work: 'From accepted quote to start on site', time: 'Usually 2-4 weeks' },
      { work: 'Shelving and lighting refit of a small shop', time: '2-4 days, often overnight' },
      { work: 'Full fit-out of an empty unit', time: '2-4 weeks on site, depending on size' },
    ],
    related: [
      catalogueLinks.retailShelving,
      productLink('double-sided-gondola'),
      categoryLink('ceiling'),
      catalogueLinks.counters,
      categoryLink('display-cabinet'),
      categoryLink('glass-shelves'),
    ],
  },
  {
    id: 'planning',
    name: serviceNames.planning,
    summary:
      'Advertisement consent, planning and building warrant applications for signs and shop fronts, prepared and followed through.',
    intro:
      'Most illuminated signs need advertisement consent from the council, and shop front changes, listed buildings and conservation areas bring more rules. We tell you early what your project needs, prepare the drawings and see the application through.',
    covers: [
      'Advice on whether your sign or shop front needs advertisement consent, planning permission or listed building consent',
      'Elevation drawings, a location plan and sign details: size, materials, colours and how it is lit',
      'Preparing and submitting the application to the council on your behalf',
      'Building warrant applications where a shop front or internal alteration needs one',
      'Drawings and method statements for your landlord or shopping centre management',
      'Answering the planning officer’s questions until a decision is made',
    ],
    steps: [
      {
        title: 'Check',
        text: 'We look at the building, the street and the sign you want, and tell you which consents apply.',
      },
      {
        title: 'Drawings',
        text: 'We draw the frontage as it is and as it will be, with the sign details the council asks for.',
      },
      {
        title: 'Submission',
        text: 'We submit the application; the council’s fee is paid by you and shown on our quote.',
      },
      {
        title: 'Follow-up',
        text: 'We deal with the planning officer’s questions and any changes they ask for.',
      },
      {
        title: 'Decision',
        text: 'Once consent is granted we check its conditions, then make and fit the sign to them.',
      },
    ],
    timescales: [
      { work: 'Drawings for an application', time: 'About a week after the survey' },
      {
        work: 'Council decision on advertisement consent or planning permission',
        time: 'Usually about two months from a valid application',
      },
      { work: 'Building warrant', time: 'Varies by council: we tell you at the start' },
    ],
    related: [
      categoryLink('outdoor-signage'),
      catalogueLinks.fasciaSigns,
      catalogueLinks.projectingSigns,
      productLink('projecting-signs'),
    ],
  },
  {
    id: 'electrical',
    name: serviceNames.electrical,
    summary:
      'Shop lighting, sign power and display wiring installed, tested and certified by our electrical team.',
    intro:
      'Lighting and power are planned with the layout, not added afterwards. Our electricians install LED lighting, connect signs, light boxes and lit shelving, and test the work, leaving you the certificate the wiring regulations require.',
    covers: [
      'LED panels in suspended ceilings, spotlights on track and lighting in display cabinets',
      'Power and time switches for illuminated signs, window displays and light boxes',
      'Supplies for lit shelving such as LED back panels',
      'Extra sockets for tills, chillers, card machines and screens',
      'Emergency lighting and exit signs where a new layout needs them',
      'Testing, with an installation certificate to the wiring regulations (BS 7671)',
    ],
    steps: [
      {
        title: 'Survey',
        text: 'We check the distribution board, the existing circuits and whether there is capacity for what you plan.',
      },
      {
        title: 'Design',
        text: 'We draw the lighting layout and the circuits with the shelving plan, so switches and sockets land where staff need them.',
      },
      {
        title: 'Installation',
        text: 'We work out of hours where possible, so the shop is never left without light or tills while trading.',
      },
      {
        title: 'Testing and certificate',
        text: 'Every circuit we install or alter is tested before handover, and the certificate follows.',
      },
    ],
    timescales: [
      { work: 'Lighting upgrade for a small shop', time: '1-2 days, often overnight' },
      { work: 'Connecting a new sign', time: 'The same day the sign is fitted' },
      { work: 'Installation certificate', time: 'Sent within a week of completion' },
    ],
    related: [
      catalogueLinks.ledLights,
      productLink('led-back-panel'),
      categoryLink('ceiling'),
      productLink('wall-led-lightbox'),
      productLink('showcase'),
    ],
  },
  {
    id: 'print',
    name: serviceNames.print,
    summary:
      'Light box graphics, menu boards, posters and shelf-edge strips printed to fit your displays.',
    intro:
      'A light box is only as bright as the graphic in it. We print backlit graphics, menu inserts and in-store signs to the exact size of your displays, from artwork by our design team or your own print-ready files.',
    covers: [
      'Backlit film graphics for light boxes, ours or another maker’s',
      'Menu board inserts, and reprints when your prices change',
      'Posters and point-of-sale cards for promotions, from A4 to A0',
      'Shelf-edge strips and price tickets sized to your shelving',
      'Hanging aisle and category signs',
      'Vinyl door lettering with your opening hours',
    ],
    steps: [
      {
        title: 'Brief and sizes',
        text: 'Tell us what you need printed and where it goes; we measure the displays if needed.',
      },
      {
        title: 'Artwork and proof',
        text: 'Our designers prepare the artwork, or check yours, and send a PDF proof for you to approve.',
      },
      {
        title: 'Printing',
        text: 'We print on the material that suits the display: backlit film, poster paper, card or vinyl.',
      },
      {
        title: 'Delivery or fitting',
        text: 'We deliver the prints, or fit them into your light boxes and menu boards for you.',
      },
    ],
    timescales: [
      { work: 'Proof of new artwork', time: '2 working days' },
      { work: 'Printing after approval', time: '3-5 working days' },
      { work: 'Reprint of artwork we hold', time: '2-3 working days' },
    ],
    related: [
      catalogueLinks.lightBoxes,
      productLink('rechargeable-menu-light-box'),
      productLink('tv-style-menu-board'),
      productLink('double-sided-led-display'),
      productLink('wall-led-lightbox'),
    ],
  },
  {
    id: 'delivery',
    name: serviceNames.delivery,
    summary:
      'Our own vans across Glasgow and central Scotland, pallet delivery across mainland UK, and collection from our Glasgow warehouse.',
    intro:
      'Shop fittings are long, heavy and easily scratched. Our own crews deliver across Glasgow and central Scotland and carry goods into the shop; further afield we send them by pallet carrier, wrapped and strapped for the journey.',
    covers: [
      'Delivery by our own van and two-person crew across Glasgow and central Scotland',
      'Pallet delivery to the rest of mainland UK',
      'Delivery before opening time, so the shop floor is clear when you trade',
      'Carrying goods into the shop or stockroom and taking the packaging away (our own vans)',
      'Collection from our Glasgow warehouse; ceiling grid and tiles are collection only',
      'Free delivery on orders over £1,000',
    ],
    steps: [
      {
        title: 'Order confirmed',
        text: 'We confirm the delivery address and any access notes: loading restrictions, parking, stairs or a rear door.',
      },
      {
        title: 'Date booked',
        text: 'We agree a delivery day with you, or tell you when a collection is ready to load.',
      },
      {
        title: 'On the day',
        text: 'The driver calls ahead, so someone is ready to receive the goods.',
      },
      {
        title: 'Checking the goods',
        text: 'Check the delivery before signing, and tell us of any damage as soon as you see it.',
      },
    ],
    timescales: [
      {
        work: 'Shelving, glass shelves and light boxes in stock',
        time: 'Estimated 2-3 working days, or same-day collection',
      },
      { work: 'Standard delivery', time: '5-7 working days' },
      { work: 'Premium glass cabinets', time: '7-10 working days' },
    ],
    related: [
      categoryLink('ceiling'),
      productLink('standard-wall-shelf'),
      productLink('toughened-glass-shelf'),
      productLink('showcase'),
      productLink('premium-glass'),
    ],
  },
];

export function serviceAtPath(pathname: string): Service | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return services.find((service) => servicePath(service) === path);
}
