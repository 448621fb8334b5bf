import { expect, test } from 'vitest';
import { readEnquiry } from '../catalogue/enquiry';
import { categoryLink, productLink } from './info-pages';
import { privacyPage } from './privacy-page';
import { ideaTopics, projectKinds, projectProcess } from './projects-pages';
import { servicePath } from './service-links';
import { services } from './services';
import { termsPage } from './terms-page';
import { tradeApplicationLink } from './trade-account-pages';

function text(document: typeof privacyPage): string {
  return document.sections
    .flatMap((section) => section.blocks)
    .flatMap((block) => {
      if (block.kind === 'paragraph') return [block.text];
      if (block.kind === 'list' || block.kind === 'steps') return [...block.items];
      return [];
    })
    .join('\n');
}

test('the ideas cover layout, lighting, signage and seasonal displays, each with links', () => {
  expect(ideaTopics.map((topic) => topic.heading)).toEqual([
    'Layout',
    'Lighting',
    'Signage',
    'Seasonal displays',
  ]);
  for (const topic of ideaTopics) expect(topic.links.length, topic.heading).toBeGreaterThan(0);
});

test('what we do names the five kinds of shop and a process that uses the services', () => {
  expect(projectKinds).toHaveLength(5);
  const servicePaths = new Set(services.map(servicePath));
  for (const step of projectProcess) {
    for (const id of step.services) expect(servicePaths.has(`/services/${id}`)).toBe(true);
  }
  expect(projectProcess[0]?.title).toBe('Survey');
  expect(projectProcess.at(-1)?.title).toBe('Handover');
});

test('a product or category missing from the catalogue fails loudly', () => {
  expect(() => productLink('no-such-product')).toThrow(/no-such-product/);
  expect(() => categoryLink('no-such-category')).toThrow(/no-such-category/);
  expect(productLink('showcase')).toEqual({
    label: 'Wall Display Cabinet',
    href: '/products/display-cabinet/showcase',
  });
});

test('the trade account link opens the contact form on the trade subject', () => {
  const enquiry = readEnquiry(new URL(tradeApplicationLink.href, 'https://x.test').searchParams);
  expect(tradeApplicationLink.href.startsWith('/contact?')).toBe(true);
  expect(enquiry.subject).toBe('trade');
  expect(enquiry.message).toContain('trade account');
});

test('the privacy notice says what is stored where, why, for how long and who reads it', () => {
  const notice = text(privacyPage);
  expect(notice).toContain('"clydeside-basket:v1"');
  expect(notice).toMatch(/reaches us only when you send it as a quote request/);
  expect(notice).not.toMatch(/is never sent to us or/);
  expect(notice).toMatch(
    /24 months from the day you sent it, after which the website deletes it automatically/,
  );
  expect(notice).toMatch(/Who reads it: our sales team/);
  expect(notice).toMatch(/phone or email us with your reference: we delete it/);
  expect(notice).toMatch(
    /invoices and credit notes .* are kept for six years, as HMRC requires, even when the enquiry is deleted/,
  );
  expect(notice).toMatch(/sets no cookies unless you sign in to your quotes and orders/);
  expect(notice).toMatch(
    /one cookie, strictly necessary to keep that browser signed in for 30 days/,
  );
  expect(notice).toMatch(/Information Commissioner/);
});

test('the terms give the returns, delivery, warranties and law of the catalogue', () => {
  const terms = text(termsPage);
  for (const claim of [
    'within 30 days',
    '5-7 business days',
    'collection only, from our Glasgow warehouse',
    'Signs: 5 years, with 2 years on their electrical parts',
    'Suspended ceiling grid and tiles: 10 years',
    'Light boxes: 2 years',
    'pounds sterling',
    'law of Scotland',
  ]) {
    expect(terms).toContain(claim);
  }
});
