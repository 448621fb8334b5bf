/** The words of the site-survey request's page (/site-survey-request). */
import type { PageCopy } from './catalogue-pages';
import { site } from './site';

export const siteSurveyPage: PageCopy = {
  heading: 'Request a Site Survey',
  intro:
    'Before we quote for a fascia sign, a projecting sign or a full fit-out, a surveyor visits your shop to measure up, check the wall and the power supply, and note anything planning will ask about.',
  description: `Book a site survey with ${site.name}: a surveyor measures your shop front or unit for signage, shelving, ceilings or a full fit-out, anywhere in Scotland.`,
};

/** What happens after a survey request, in the order it happens. */
export const surveySteps: readonly { title: string; text: string }[] = [
  {
    title: 'We call you',
    text: 'A surveyor phones to agree a time, usually within the week, before or after trading hours if you prefer.',
  },
  {
    title: 'We visit and measure',
    text: 'About an hour on site: measurements, photographs, the fixing surface, power for lit signs and access for fitting.',
  },
  {
    title: 'You get a written quote',
    text: 'A fixed price with drawings or a visual of the sign, so you know what you are buying before you commit.',
  },
];
