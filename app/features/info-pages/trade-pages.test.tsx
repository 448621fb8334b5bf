import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { MemoryRouter } from '../../lib/router';
import { site } from '../../content/site';
import { LogInPage, SignUpPage, TradeAccountPage } from './trade-pages';

const PAGES = [
  ['/trade-account', 'Trade Accounts', TradeAccountPage],
  ['/signup', 'Sign Up', SignUpPage],
  ['/login', 'Log In', LogInPage],
] as const;

function renderPage(path: string, Page: () => React.JSX.Element) {
  const { container } = render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  return container;
}

test.each(PAGES)(
  '%s leads to "Your quotes and orders": a plain post of one email address to /account/link',
  (path, heading, Page) => {
    const container = renderPage(path, Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
    const section = screen.getByRole('region', { name: 'Your quotes and orders' });
    // It comes before everything else the page explains.
    const regions = screen.getAllByRole('region');
    expect(regions[0]).toBe(section);

    const email = within(section).getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toBeRequired();
    expect(email).toHaveAccessibleDescription('The address our sales team sends your quotes to.');
    const button = within(section).getByRole('button', { name: 'Email me a link' });
    expect(button).toHaveAttribute('type', 'submit');

    const form = button.closest('form');
    expect(form).not.toBeNull();
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/account/link');
    expect(form).toContainElement(email);
    // One field is all it sends: nothing hidden, no password, no second form on the page.
    expect(form?.querySelectorAll('input')).toHaveLength(1);
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(container.querySelector('input[type=password]')).toBeNull();
    expect(section).toHaveTextContent(
      'The link works once, within 30 minutes, and keeps this browser signed in for 30 days. There is no password, and nothing to sign up for.',
    );
    // A browser still signed in goes straight to the server's page, loaded in full.
    expect(
      within(section).getByRole('link', { name: 'Open your quotes and orders' }),
    ).toHaveAttribute('href', '/account');
  },
);

test.each(PAGES)(
  '%s says trade terms are agreed with the sales team, and how to reach them',
  (path, _heading, Page) => {
    renderPage(path, Page);
    const main = document.body;
    expect(main).toHaveTextContent(/agree your prices and how you pay/);
    expect(screen.getByRole('link', { name: 'Start a trade account application' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/contact\?subject=trade/),
    );
    expect(screen.getAllByRole('link', { name: site.phone.display })[0]).toHaveAttribute(
      'href',
      `tel:${site.phone.e164}`,
    );
    expect(main).not.toHaveTextContent(/no online accounts|no customer log-in|no online sign-up/);
  },
);
