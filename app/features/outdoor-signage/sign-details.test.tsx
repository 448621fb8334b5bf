import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { fasciaSigns, planningHint, projectionSigns, type SignEntry } from '../../content/signs';
import { SignDetails } from './sign-details';

function sign(signs: readonly SignEntry[], id: string): SignEntry {
  const found = signs.find((entry) => entry.id === id);
  if (!found) throw new Error(id);
  return found;
}

test('the details show the description, price, features, warranty and notes', () => {
  const tray = sign(fasciaSigns, 'tray-sign');
  render(<SignDetails sign={tray} />);
  expect(screen.getByText(tray.description)).toBeInTheDocument();
  expect(screen.getByText(/^From/)).toHaveTextContent(/^From £899.99$/);
  const [features, notes] = screen.getAllByRole('list');
  expect(features?.children).toHaveLength(tray.features.length);
  expect(screen.getByRole('heading', { name: 'Warranty' })).toBeInTheDocument();
  expect(screen.getByText(/5 years on signs, 2 years on electrical parts/)).toBeInTheDocument();
  for (const note of [
    'Professional installation included',
    '5-year warranty',
    'Custom sizes available',
    'Typical lead time: 2-3 weeks from approved artwork',
  ]) {
    expect(notes).toContainElement(screen.getByText(note));
  }
});

test('only signs that can be lit carry the planning-consent hint', () => {
  const { unmount } = render(<SignDetails sign={sign(fasciaSigns, 'tray-sign')} />);
  expect(screen.queryByText(planningHint)).not.toBeInTheDocument();
  unmount();
  render(<SignDetails sign={sign(projectionSigns, 'illuminated-lightbox')} />);
  expect(screen.getByText(planningHint)).toBeInTheDocument();
  expect(screen.getByText(/^From/)).toHaveTextContent(/^From £799.99$/);
});
