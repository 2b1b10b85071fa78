'use client';

import { useEffect, useReducer } from 'react';
import type { Slide } from '@/lib/content/home';
import type { CarouselWords } from '@/lib/content/settings';
import { fillTemplate } from '@/lib/editor/placeholders';
import {
  CAROUSEL_INTERVAL_MS,
  CAROUSEL_TRANSITION_MS,
  carouselReducer,
  initialCarouselState,
  isAutoPlaying,
} from '@/lib/carousel';
import { StaticImage } from '@/components/ui/static-image';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Icon } from '@/components/ui/icon';
import { Card } from '@/components/ui/card';

const controlClasses =
  'flex h-11 w-11 items-center justify-center rounded-full border border-slate-200 bg-white text-brand-800 shadow-sm hover:bg-brand-50';

/**
 * Four slides, advancing every 5 s with a 500 ms slide. Pauses while hovered
 * or focused, has a pause/play button, and does not auto-advance for visitors
 * who prefer reduced motion. All slides are in the server HTML.
 */
export function PosCarousel({ slides, words }: { slides: readonly Slide[]; words: CarouselWords }) {
  const [state, dispatch] = useReducer(carouselReducer, slides.length, initialCarouselState);
  const playing = isAutoPlaying(state);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    if (query.matches) dispatch({ type: 'reducedMotion' });
    const onChange = (event: MediaQueryListEvent) => event.matches && dispatch({ type: 'reducedMotion' });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  // A new timer per slide: navigating by hand restarts the 5 s countdown.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => dispatch({ type: 'tick' }), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, state.index]);

  return (
    <section
      aria-roledescription={words.role}
      aria-label={words.name}
      className="relative"
      onMouseEnter={() => dispatch({ type: 'hover', value: true })}
      onMouseLeave={() => dispatch({ type: 'hover', value: false })}
      onFocus={() => dispatch({ type: 'focus', value: true })}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          dispatch({ type: 'focus', value: false });
      }}
    >
      <Card className="overflow-hidden">
        <div
          className="flex ease-in-out motion-safe:transition-transform"
          style={{ transform: `translateX(-${state.index * 100}%)`, transitionDuration: `${CAROUSEL_TRANSITION_MS}ms` }}
          aria-live={playing ? 'off' : 'polite'}
        >
          {slides.map((slide, index) => {
            const active = index === state.index;
            return (
              <div
                key={slide.id}
                role="group"
                aria-roledescription={words.slideRole}
                aria-label={fillTemplate(words.slideName, {
                  number: index + 1,
                  total: slides.length,
                  title: slide.title,
                })}
                aria-hidden={!active}
                inert={!active}
                data-active={active}
                className="grid w-full shrink-0 items-center gap-6 p-6 sm:p-8 md:grid-cols-2"
              >
                <StaticImage
                  src={slide.image.src}
                  alt={slide.image.alt}
                  width={640}
                  height={480}
                  className="mx-auto w-full max-w-sm rounded-xl bg-brand-50"
                />
                <div>
                  <h3 className="text-h3 font-bold">{slide.title}</h3>
                  <p className="mt-3 text-slate-600">{slide.description}</p>
                  <ArrowLink href={slide.link.href} className="mt-5">
                    {slide.link.label}
                  </ArrowLink>
                </div>
              </div>
            );
          })}
        </div>
      </Card>
      <div className="mt-5 flex items-center justify-center gap-3">
        <button
          type="button"
          className={controlClasses}
          onClick={() => dispatch({ type: 'togglePlay' })}
          aria-label={state.paused ? words.play : words.pause}
        >
          {state.paused ? <Icon name="play" className="h-5 w-5" /> : <Icon name="pause" className="h-5 w-5" />}
        </button>
        <button
          type="button"
          className={controlClasses}
          onClick={() => dispatch({ type: 'prev' })}
          aria-label={words.previous}
        >
          <Icon name="chevron-left" className="h-5 w-5" />
        </button>
        <div className="flex items-center">
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => dispatch({ type: 'goTo', index })}
              aria-label={fillTemplate(words.goTo, { number: index + 1, title: slide.title })}
              aria-current={index === state.index ? 'true' : undefined}
              className="group flex h-11 w-8 items-center justify-center"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  index === state.index ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300 group-hover:bg-slate-400'
                }`}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={controlClasses}
          onClick={() => dispatch({ type: 'next' })}
          aria-label={words.next}
        >
          <Icon name="chevron-right" className="h-5 w-5" />
        </button>
      </div>
    </section>
  );
}
