/**
 * The kinds of work a site survey is asked for: the form's choices and the values its
 * schema accepts (app/enquiries/schema.ts), the same on the server.
 */
export const surveyWorkTypes = [
  { value: 'fascia-signage', label: 'Fascia signage' },
  { value: 'projecting-sign', label: 'Projecting sign' },
  { value: 'shop-fit-out', label: 'Shop fit-out' },
  { value: 'shelving', label: 'Shelving' },
  { value: 'suspended-ceiling', label: 'Suspended ceiling' },
  { value: 'other', label: 'Other' },
] as const;
