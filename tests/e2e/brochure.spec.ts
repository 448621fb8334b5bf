import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { formatPrice } from '../../app/catalogue/money';
import { allSelections, lowestPrice, unitPrice } from '../../app/catalogue/pricing';
import { productPath } from '../../app/catalogue/product-paths';
import { products } from '../../app/catalogue/registry';
import { services } from '../../app/content/services';
import { site } from '../../app/content/site';
import { expect, hydrated, test } from './fixtures';

const linkName = /^Download Brochure \(PDF, (\d+) kB\)$/;

/** The PDF's text, as a reader's copy-and-paste would give it (Debian's poppler-utils). */
function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

test('the brochure downloads from /products and lists every product with its price', async ({
  page,
}, testInfo) => {
  await page.goto('/products');
  await hydrated(page);
  const link = page.getByRole('link', { name: linkName });
  await expect(link).toHaveAttribute('download', 'clydeside-shopfitters-brochure.pdf');
  const stated = Number(linkName.exec((await link.textContent()) ?? '')?.[1]);

  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('clydeside-shopfitters-brochure.pdf');
  const file = testInfo.outputPath('brochure.pdf');
  await download.saveAs(file);

  // A real PDF, under 1.5 MB, the size the link says (to the nearest fifth).
  const bytes = statSync(file).size;
  expect(bytes).toBeLessThan(1.5 * 1024 * 1024);
  expect(Math.abs(bytes / 1000 - stated)).toBeLessThanOrEqual(stated * 0.2);
  const text = pdfText(file);

  for (const contact of [site.name, site.phone.display, site.email, site.showroom.postcode]) {
    expect(text).toContain(contact);
  }
  for (const product of products) {
    // The cheapest configuration's price, "From" it where options change the price;
    // ex VAT is pence / 1.2 rounded half up, worked out here apart from the brochure's code.
    const pence = lowestPrice(product);
    const from = allSelections(product.options).some(
      (selection) => unitPrice(product.pricing, selection) !== pence,
    )
      ? 'From '
      : '';
    const unit = product.priceUnit ?? '';
    const inc = `${from}${formatPrice(pence)}${unit} inc VAT`;
    const ex = `${from}${formatPrice(Math.round((pence * 10) / 12))}${unit} ex VAT`;
    expect(text, product.name).toContain(`${product.name}\n${inc}\n${ex}\n`);
    expect(text).toContain(`${site.origin}${productPath(product)}`);
  }
  for (const service of services) {
    expect(text).toContain(service.name);
    expect(text).toContain(`${site.origin}/services/${service.id}`);
  }
});

test('the brochure is offered on /services too, and served as a download', async ({
  page,
  request,
}) => {
  await page.goto('/services');
  await hydrated(page);
  const link = page.getByRole('link', { name: linkName });
  await expect(link).toHaveAttribute('download', 'clydeside-shopfitters-brochure.pdf');
  const href = await link.getAttribute('href');
  const response = await request.get(href ?? '');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(
    'attachment; filename=clydeside-shopfitters-brochure.pdf',
  );
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
