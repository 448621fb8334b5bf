import { site } from './site';

export const about = {
  intro: `${site.name} fits out shops across Scotland from our showroom and warehouse in Kinning Park, Glasgow. Since ${site.foundingYear} we have supplied and installed shelving, glass shelves, lighting, suspended ceilings, display cabinets, counters and signage for independent retailers, cafés and trade customers.`,
  whatWeDo: [
    {
      title: 'Supply',
      text: 'Shelving, glass, cabinets, ceiling grid and light boxes held in stock in Glasgow for same day collection or delivery in an estimated 2-3 days.',
    },
    {
      title: 'Design and signage',
      text: 'Shop layouts, fascia and projecting signs, and illuminated displays designed with you and made to your size.',
    },
    {
      title: 'Installation',
      text: 'Our own fitters, electricians and sign installers, working out of hours where your shop needs to keep trading.',
    },
  ],
  where:
    'We work mostly across Glasgow, Lanarkshire, Renfrewshire, Ayrshire and the Lothians, and deliver across the UK. Trade customers are welcome at the showroom to see the ranges working before they buy.',
} as const;
