import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '../../lib/router';
import { expect, test } from 'vitest';
import { DisclosureMenu } from './disclosure-menu';

function renderMenu() {
  render(
    <MemoryRouter>
      <DisclosureMenu
        label="Projects"
        links={[
          { to: '/projects/ideas', label: 'Ideas' },
          { to: '/projects/what-we-do', label: 'What We Do' },
        ]}
      />
      <button type="button">Elsewhere</button>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Projects' });
}

test('starts closed, with its links hidden', () => {
  const button = renderMenu();
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('link', { name: 'Ideas' })).not.toBeInTheDocument();
});

test('a click opens it and shows its links; a second click closes it', async () => {
  const user = userEvent.setup();
  const button = renderMenu();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Ideas' })).toHaveAttribute('href', '/projects/ideas');
  expect(screen.getByRole('link', { name: 'What We Do' })).toBeVisible();
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes it and puts focus back on the button', async () => {
  const user = userEvent.setup();
  const button = renderMenu();
  await user.click(button);
  await user.tab();
  expect(screen.getByRole('link', { name: 'Ideas' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('arrow keys move between the links', async () => {
  const user = userEvent.setup();
  const button = renderMenu();
  await user.click(button);
  await user.tab();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'What We Do' })).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('link', { name: 'Ideas' })).toHaveFocus();
  await user.keyboard('{ArrowUp}');
  expect(screen.getByRole('link', { name: 'What We Do' })).toHaveFocus();
});

test('a click elsewhere or focus leaving closes it', async () => {
  const user = userEvent.setup();
  const button = renderMenu();
  await user.click(button);
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('following a link closes it', async () => {
  const user = userEvent.setup();
  const button = renderMenu();
  await user.click(button);
  await user.click(screen.getByRole('link', { name: 'Ideas' }));
  expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('ArrowDown on the closed button opens it and focuses the first link', async () => {
  const user = userEvent.setup();
  const button = renderMenu();
  button.focus();
  await user.keyboard('{ArrowDown}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('link', { name: 'Ideas' })).toHaveFocus();
});
