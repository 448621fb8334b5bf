import { expect, hydrated, test } from './fixtures';

test('About names the business, its founding year and its leadership team', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Clydeside Shopfitters');
  await expect(page.getByText('Established in 2009')).toBeVisible();
  const team = page.getByRole('region', { name: 'Our leadership team' });
  await expect(team.getByRole('listitem')).toHaveCount(4);
  await expect(team).toContainText('Morag Campbell');
  await expect(team).toContainText('Managing Director');
  await expect(page.getByRole('main')).toContainText('Kinning Park Trade Centre');
});

test('the gallery shows five images in two grids, each opening large in a dialog', async ({
  page,
}) => {
  await page.goto('/gallery');
  await hydrated(page);
  await expect(
    page.getByRole('region', { name: 'Shop interiors' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Signage' }).getByRole('listitem')).toHaveCount(2);
  // Five pictures, each described, and a button on each to see it larger.
  await expect(page.getByRole('main').getByRole('img')).toHaveCount(5);
  await expect(
    page.getByRole('region', { name: 'Signage' }).getByRole('img', {
      name: 'Tray fascia sign above a sandstone shop front',
    }),
  ).toBeVisible();
  const openers = page.getByRole('button', { name: /^View larger:/ });
  await expect(openers).toHaveCount(5);

  await openers.nth(3).click();
  const dialog = page.getByRole('dialog', { name: 'Tray fascia sign on a tenement shop front' });
  await expect(dialog).toBeVisible();
  const larger = dialog.getByRole('img', { name: 'Tray fascia sign above a sandstone shop front' });
  await expect(larger).toBeVisible();
  // The whole picture is in view: nothing of it below the window's edge.
  const box = await larger.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.y + box.height <= viewport.height).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openers.nth(3)).toBeFocused();

  await openers.first().focus();
  await page.keyboard.press('Enter');
  const first = page.getByRole('dialog');
  await expect(first).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).click();
  await expect(first).toBeHidden();
});
