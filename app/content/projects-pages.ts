/** The two Projects pages: ideas for small retailers, and the work the business does. */
import type { PageCopy, TextLink } from './catalogue-pages';
import {
  catalogueLinks,
  categoryLink,
  productLink,
  type CallToAction,
  type Point,
} from './info-pages';
import { serviceLink, siteSurveyLink, type ServiceId } from './service-links';

export type IdeaTopic = {
  heading: string;
  intro: string;
  ideas: readonly Point[];
  links: readonly TextLink[];
};

export const ideasPage: PageCopy = {
  heading: 'Shop Fitting Ideas for Small Retailers',
  intro:
    'You do not need a big budget to make a small shop work harder. These are the changes we see pay off most often in convenience stores, off-licences, pharmacies and independent shops: most can be done one at a time, around your opening hours.',
  description:
    'Practical shop fitting ideas for small retailers: layout, lighting, signage and seasonal displays, from a Glasgow shop fitter.',
};

export const ideaTopics: readonly IdeaTopic[] = [
  {
    heading: 'Layout',
    intro: 'How customers move through the shop decides what they see, and so what they buy.',
    ideas: [
      {
        title: 'Put the essentials at the back',
        text: 'Milk, bread and the lines people come in for belong at the far end, so every visit passes the shelves in between.',
      },
      {
        title: 'Keep aisles wide enough for two',
        text: 'About 1.2 m lets a pushchair pass someone browsing. A narrower aisle is walked through, not shopped.',
      },
      {
        title: 'Lower the middle of the shop',
        text: 'Shorter gondolas in the centre and taller wall bays let customers see across the shop, and let staff at the counter see them.',
      },
      {
        title: 'Use the counter as a display',
        text: 'A glass-fronted counter and the wall behind the till are seen by every customer who pays.',
      },
    ],
    links: [
      catalogueLinks.retailShelving,
      productLink('double-sided-gondola'),
      productLink('standard-wall-shelf'),
      catalogueLinks.counters,
    ],
  },
  {
    heading: 'Lighting',
    intro: 'Light draws people in from the street and shows stock in its true colour.',
    ideas: [
      {
        title: 'Replace old fittings with LED panels',
        text: 'Flat panels in a suspended ceiling give even light across the floor for a fraction of the running cost of fluorescent tubes.',
      },
      {
        title: 'Light the back wall',
        text: 'A bright back wall pulls customers through the shop. An LED back panel behind the shelving does it without extra fittings.',
      },
      {
        title: 'Light inside the cabinets',
        text: 'LED strips inside a display cabinet make spirits, fragrances and phones stand out from across the shop.',
      },
      {
        title: 'Match the light to what you sell',
        text: 'Warm white suits cafés and gift shops; neutral white suits convenience stores; cool white suits pharmacies, where labels must be read.',
      },
    ],
    links: [
      catalogueLinks.ledLights,
      productLink('led-back-panel'),
      categoryLink('ceiling'),
      productLink('showcase'),
    ],
  },
  {
    heading: 'Signage',
    intro: 'Your sign is the first thing a new customer sees, often from across the road.',
    ideas: [
      {
        title: 'Say what you sell, not only your name',
        text: 'A fascia that reads “Off Licence & Convenience” brings in people who have never heard of you.',
      },
      {
        title: 'Add a projecting sign',
        text: 'People walking along the pavement cannot see a flat fascia until they are level with it; a projecting sign is seen from down the street.',
      },
      {
        title: 'Light the sign after dark',
        text: 'Lit letters or a lightbox sign on a timer keep the shop visible through the Scottish winter, when it is dark by four.',
      },
      {
        title: 'Use light boxes inside',
        text: 'A menu board or light box above the counter sells the offer of the week without a pile of paper posters.',
      },
    ],
    links: [
      catalogueLinks.fasciaSigns,
      catalogueLinks.projectingSigns,
      catalogueLinks.lightBoxes,
      categoryLink('indoor-signage'),
    ],
  },
  {
    heading: 'Seasonal displays',
    intro:
      'A display that changes with the calendar gives regular customers a reason to look again.',
    ideas: [
      {
        title: 'Keep one bay for the season',
        text: 'Set aside the gondola end nearest the door for Christmas, Burns Night, Easter, summer barbecues or back to school.',
      },
      {
        title: 'Build height with glass shelves',
        text: 'Glass shelves in a window or on a wall bay hold gifts and bottles without hiding what is behind them.',
      },
      {
        title: 'Lock away the premium lines',
        text: 'A lit display cabinet shows fragrances, spirits or gift sets at their best while keeping them out of reach.',
      },
      {
        title: 'Change the graphics, not the boxes',
        text: 'New backlit graphics turn the same light boxes into a Christmas display in minutes.',
      },
    ],
    links: [
      categoryLink('glass-shelves'),
      categoryLink('display-cabinet'),
      productLink('premium-glass'),
      { ...serviceLink('print'), label: 'Our Print service' },
    ],
  },
];

export const ideasHelp: CallToAction = {
  heading: 'Want ideas for your own shop?',
  text: 'Send us a few photographs and the size of the unit. Our designers will suggest what would make the biggest difference for the money.',
  links: [
    { ...serviceLink('design'), label: 'Our Design service' },
    { label: 'What we do', href: '/projects/what-we-do' },
  ],
};

export const whatWeDoPage: PageCopy = {
  heading: 'What We Do',
  intro:
    'We design, supply and fit shop interiors and signs for independent retailers across Scotland, from a single new fascia to a complete fit-out of an empty unit. Each kind of shop has its own needs, and we plan around them.',
  description:
    'Shop fit-outs and refits for convenience stores, off-licences, pharmacies, cafés, takeaways, fashion and beauty shops, from survey to handover.',
};

export type ProjectKindId = 'convenience' | 'off-licence' | 'pharmacy' | 'cafe' | 'fashion-beauty';

export type ProjectKind = {
  id: ProjectKindId;
  name: string;
  text: string;
  typicalWork: readonly string[];
};

export const projectKinds: readonly ProjectKind[] = [
  {
    id: 'convenience',
    name: 'Convenience stores',
    text: 'Long opening hours, a wide range in a small space and a counter that never stops. We fit out around trading, usually overnight.',
    typicalWork: ['Gondola runs and wall shelving', 'LED ceiling lighting', 'Counter and fascia'],
  },
  {
    id: 'off-licence',
    name: 'Off-licences',
    text: 'Bottles are heavy and valuable. We build shelving rated for the load and secure display for the spirits behind the counter.',
    typicalWork: ['Heavy-duty wall shelving', 'Lit back-bar display', 'Glass shelving'],
  },
  {
    id: 'pharmacy',
    name: 'Pharmacies',
    text: 'Clear zones for the dispensary, the counter and retail, with bright, even light so labels can be read.',
    typicalWork: ['Zoned layout and counters', 'Cool white lighting', 'Lockable display cabinets'],
  },
  {
    id: 'cafe',
    name: 'Cafés and takeaways',
    text: 'A counter that works for staff, a menu customers can read from the queue and a frontage that shows you are open.',
    typicalWork: ['Menu boards and light boxes', 'Service counter', 'Lit fascia sign'],
  },
  {
    id: 'fashion-beauty',
    name: 'Fashion and beauty',
    text: 'Displays that show colour truly and a layout that invites browsing, with premium products on show but secure.',
    typicalWork: [
      'Glass cabinets and shelves',
      'High colour-rendering lighting',
      'Window displays',
    ],
  },
];

export type ProcessStep = Point & { services: readonly ServiceId[] };

/** From first visit to handover; each step names the services that carry it out. */
export const projectProcess: readonly ProcessStep[] = [
  {
    title: 'Survey',
    text: 'We visit, measure the unit and listen to how you trade now and what you want to change.',
    services: ['design'],
  },
  {
    title: 'Design',
    text: 'We draw the layout, lighting and signs, with 3D views and a fixed quote.',
    services: ['design'],
  },
  {
    title: 'Consents',
    text: 'Where a sign or shop front needs advertisement consent, planning permission or a building warrant, we apply for it.',
    services: ['planning'],
  },
  {
    title: 'Making and printing',
    text: 'Signs are made to your measurements and graphics printed to fit your displays.',
    services: ['print'],
  },
  {
    title: 'Delivery',
    text: 'Fixtures arrive on our own vans on the day the fitters need them, not a week early.',
    services: ['delivery'],
  },
  {
    title: 'Fit-out',
    text: 'Our installers fit the ceiling, shelving, counters and displays, phased around your opening hours.',
    services: ['shop-fitting'],
  },
  {
    title: 'Electrics and signs',
    text: 'Our electricians connect the lighting and signs, and the signs go up outside.',
    services: ['electrical', 'sign-installation'],
  },
  {
    title: 'Handover',
    text: 'We walk the shop with you, finish any snags and hand over the certificates and warranties.',
    services: ['shop-fitting'],
  },
];

export const whatWeDoHelp: CallToAction = {
  heading: 'Planning a fit-out or a refit?',
  text: 'Tell us about your shop and when you want it finished. We will arrange a survey and talk you through the options and costs.',
  links: [siteSurveyLink, { label: 'See all our services', href: '/services' }],
};
