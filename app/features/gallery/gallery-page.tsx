import { useState } from 'react';
import { Breadcrumbs } from '../../components/ui/breadcrumbs';
import { Image } from '../../components/ui/image';
import { Modal } from '../../components/ui/modal';
import { gallery } from '../../content/gallery';

type GalleryImage = (typeof gallery)[number]['images'][number];

export function GalleryPage() {
  const [open, setOpen] = useState<GalleryImage | null>(null);
  return (
    <div className="mx-auto max-w-page px-4 py-6 lg:py-10">
      <Breadcrumbs trail={[{ label: 'Home', href: '/' }]} current="Gallery" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">Gallery</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        A few of the shops we have fitted out and signed. Select a picture to see it larger.
      </p>
      {gallery.map((group, index) => (
        <section key={group.title} aria-labelledby={`gallery-${index}`} className="mt-10">
          <h2 id={`gallery-${index}`} className="text-2xl font-bold text-brand-900">
            {group.title}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.images.map((image) => (
              <li key={image.src}>
                <figure>
                  {/* The picture is content in its own right; the button over it opens it
                      larger (a button's contents are hidden from screen readers). */}
                  <div className="relative">
                    <Image
                      src={image.src}
                      alt={image.alt}
                      width={image.width}
                      height={image.height}
                      className="h-auto w-full rounded-lg"
                    />
                    <button
                      type="button"
                      onClick={() => setOpen(image)}
                      aria-label={`View larger: ${image.alt}`}
                      className="absolute inset-0 cursor-zoom-in rounded-lg border border-slate-200 hover:border-brand-600"
                    />
                  </div>
                  <figcaption className="mt-2 text-sm text-slate-700">{image.caption}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <Modal
        open={open !== null}
        onClose={() => setOpen(null)}
        title={open?.caption ?? ''}
        size="lg"
      >
        {open && (
          <Image
            src={open.src}
            alt={open.alt}
            width={open.width}
            height={open.height}
            // The whole picture in view, whatever the window's shape.
            className="mx-auto h-auto max-h-[calc(75vh-2rem)] w-auto max-w-full object-contain"
          />
        )}
      </Modal>
    </div>
  );
}
