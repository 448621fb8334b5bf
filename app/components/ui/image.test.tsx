import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Image } from './image';

test('an image below the fold has its size, its alt text and loads lazily', () => {
  render(<Image src="/images/shelf.svg" alt="Grey gondola shelving" width={640} height={480} />);
  const image = screen.getByRole('img', { name: 'Grey gondola shelving' });
  expect(image).toHaveAttribute('width', '640');
  expect(image).toHaveAttribute('height', '480');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(image).toHaveAttribute('decoding', 'async');
  expect(image).not.toHaveAttribute('fetchpriority');
});

test('a priority image loads eagerly and early, and paints with the first frame', () => {
  render(<Image src="/images/hero.svg" alt="Shop interior" width={1200} height={600} priority />);
  const image = screen.getByRole('img', { name: 'Shop interior' });
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
  expect(image).not.toHaveAttribute('decoding');
});
