import { ArrowRight, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { Image } from '../../components/ui/image';
import { PauseButton } from '../../components/ui/pause-button';
import { heroSlides } from '../../content/home';
import { useAutoAdvance } from '../../lib/use-auto-advance';
import { wrapIndex } from '../../lib/wrap-index';
import { useHoverFocus } from '../../lib/use-hover-focus';

/**
 * Three slides moving on every 5 seconds (SPEC.md section 2), with previous, next, a
 * picker and a pause button (WAI-ARIA APG carousel). Only the current slide is visible;
 * the others stay in the HTML, hidden from sight, keyboard and screen readers.
 */
export function HeroSlider() {
  const hoverFocus = useHoverFocus();
  const [stopped, setStopped] = useState(false);
  const [index, setIndex] = useAutoAdvance({
    count: heroSlides.length,
    intervalMs: 5000,
    paused: stopped || hoverFocus.active,
  });
  const go = (to: number) => setIndex(wrapIndex(to, heroSlides.length));
  const button =
    'flex size-11 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25';

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Featured ranges"
      className="on-dark bg-brand-800 text-white"
      {...hoverFocus.handlers}
    >
      <div className="mx-auto max-w-page px-4 py-8 lg:py-12">
        {/* Slide changes are announced only once the visitor has stopped the rotation. The
            slides share one grid cell: the tallest sets the height, so a change of slide
            never moves the page below. */}
        <div aria-live={stopped ? 'polite' : 'off'} className="grid">
          {heroSlides.map((slide, position) => (
            <div
              key={slide.href}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${heroSlides.length}`}
              aria-hidden={position !== index}
              className={`grid items-center gap-6 [grid-area:1/1] md:grid-cols-2 md:gap-10 ${position === index ? '' : 'invisible'}`}
            >
              <div>
                <h2 className="text-3xl font-bold tracking-tight sm:text-5xl">{slide.heading}</h2>
                <p className="mt-4 text-lg leading-8 text-brand-50">{slide.text}</p>
                <Link
                  to={slide.href}
                  className="mt-6 inline-flex items-center gap-2 rounded-md bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-300"
                >
                  {slide.cta}
                  <ArrowRight aria-hidden="true" className="size-5" />
                </Link>
              </div>
              <Image
                src={slide.image.src}
                alt={slide.image.alt}
                width={800}
                height={600}
                priority={position === 0}
                className="h-auto w-full rounded-lg"
              />
            </div>
          ))}
        </div>
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            className={button}
            aria-label="Previous slide"
            onClick={() => go(index - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-6" />
          </button>
          <ul className="flex gap-2">
            {heroSlides.map((slide, position) => (
              <li key={slide.href}>
                <button
                  type="button"
                  aria-label={`Show slide ${position + 1}: ${slide.heading}`}
                  aria-current={position === index}
                  onClick={() => go(position)}
                  className="flex size-6 items-center justify-center"
                >
                  <span
                    className={`block size-3 rounded-full ${position === index ? 'bg-accent-400' : 'bg-white/50'}`}
                  />
                </button>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={button}
            aria-label="Next slide"
            onClick={() => go(index + 1)}
          >
            <ChevronRight aria-hidden="true" className="size-6" />
          </button>
          <PauseButton
            paused={stopped}
            onToggle={() => setStopped((was) => !was)}
            label="slides"
            className="size-11! bg-white/15 text-white hover:bg-white/25"
          />
        </div>
      </div>
    </section>
  );
}
