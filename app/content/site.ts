/**
 * The business in one place: change a phone number or an opening time here and the
 * whole site follows. Phone numbers use Ofcom's ranges reserved for fiction until the
 * business supplies its own.
 */

export const site = {
  name: 'Clydeside Shopfitters',
  /** Where the site is published: canonical URLs, the sitemap and social cards use it. */
  origin: 'https://www.clydesideshopfitters.co.uk',
  tagline: 'Shop fitting, shelving and signage for Scottish retailers',
  foundingYear: 2009,
  phone: { display: '0141 496 0321', e164: '+441414960321' },
  whatsApp: { display: '07700 900 321', number: '447700900321' },
  email: 'sales@clydesideshopfitters.co.uk',
  showroom: {
    street: 'Unit 4, Kinning Park Trade Centre, 120 Paisley Road',
    city: 'Glasgow',
    postcode: 'G5 8RE',
    country: 'United Kingdom',
  },
  openingHours: [
    {
      days: 'Monday to Friday',
      short: 'Mon-Fri',
      hours: '9am-5pm',
      open: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    },
    {
      days: 'Saturday',
      short: 'Sat',
      hours: '10am-2pm',
      open: { dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
    },
    { days: 'Sunday', short: 'Sun', hours: 'Closed', open: undefined },
  ],
  social: [
    { network: 'Facebook', href: 'https://www.facebook.com/clydesideshopfitters' },
    { network: 'Instagram', href: 'https://www.instagram.com/clydesideshopfitters' },
    { network: 'LinkedIn', href: 'https://www.linkedin.com/company/clydeside-shopfitters' },
  ],
  leadership: [
    { name: 'Morag Campbell', role: 'Managing Director' },
    { name: 'Iain Fraser', role: 'Head of Installation' },
    { name: 'Priya Sandhu', role: 'Design and Signage Lead' },
    { name: 'Callum Reid', role: 'Trade Sales Manager' },
  ],
} as const;

/**
 * How the business invoices (PRODUCT.md "Invoices and payments"): its VAT registration
 * number and bank account, printed on every invoice as it is on the day of issue; the days
 * to pay; and the deposit a new quote asks (a whole percentage, 0 for none), which staff
 * change per quote. The VAT number and account stand in until the business gives its own;
 * the VAT number passes HMRC's check. Only the server reads this.
 */
export const invoicing = {
  vatNumber: 'GB 318 4072 15',
  bank: { name: 'Bank of Scotland', sortCode: '80-22-60', accountNumber: '10483927' },
  paymentTermsDays: 14,
  depositPercent: 0,
} as const;

export function showroomAddress(): string {
  const { street, city, postcode } = site.showroom;
  return `${street}, ${city} ${postcode}`;
}

export function whatsAppHref(): string {
  return `https://wa.me/${site.whatsApp.number}`;
}
