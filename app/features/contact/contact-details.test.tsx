import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '../../lib/router';
import { expect, test } from 'vitest';
import { site } from '../../content/site';
import { ContactPage } from './contact-page';

function renderContact() {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <ContactPage />
    </MemoryRouter>,
  );
}

test('the page gives every other way to get in touch', () => {
  renderContact();
  expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute(
    'href',
    `tel:${site.phone.e164}`,
  );
  expect(screen.getByRole('link', { name: site.email })).toHaveAttribute(
    'href',
    `mailto:${site.email}`,
  );
  const whatsApp = screen.getByRole('link', { name: /WhatsApp.*opens in a new tab/ });
  expect(whatsApp).toHaveAttribute('target', '_blank');
  expect(screen.getByText('Monday to Friday').nextElementSibling).toHaveTextContent('9am-5pm');
  expect(screen.getByText('Sunday').nextElementSibling).toHaveTextContent('Closed');
  expect(screen.getByText(/Delivery is free on orders over £1,000/)).toBeInTheDocument();
});
