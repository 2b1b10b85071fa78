import { act, fireEvent, render, screen } from '@testing-library/react';
import type { Slide } from '@/lib/content/home';
import { PosCarousel } from '@/components/home/pos-carousel';
import { carouselWords } from '../support/label-words';

// Four slides, as the home page passes its own (content/pages/home.yaml; their content is tested in
// __tests__/content/home.test.ts). The content loaders read files, which this browser-like environment cannot.
const fourSlides: Slide[] = ['countertop', 'mobile', 'restaurant', 'retail'].map((id, index) => ({
  id,
  title: `Slide ${index + 1}`,
  description: `What slide ${index + 1} says.`,
  image: { src: '/illustrations/slide-countertop-pos.svg', alt: `Drawing ${index + 1}` },
  link: { label: `Explore ${id}`, href: '/pos-solutions' },
}));

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

const activeSlide = () => document.querySelector('[aria-roledescription="slide"][data-active="true"]');
const activeIndex = () =>
  Array.from(document.querySelectorAll('[aria-roledescription="slide"]')).indexOf(activeSlide()!);

describe('PosCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('renders all four slides, only the first visible to assistive technology', () => {
    mockReducedMotion(false);
    render(<PosCarousel slides={fourSlides} words={carouselWords} />);
    const slides = document.querySelectorAll('[aria-roledescription="slide"]');
    expect(slides).toHaveLength(4);
    expect(slides[0]).toHaveAttribute('aria-hidden', 'false');
    expect(slides[1]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4);
  });

  it('advances every 5 seconds and wraps around', () => {
    mockReducedMotion(false);
    render(<PosCarousel slides={fourSlides} words={carouselWords} />);
    expect(activeIndex()).toBe(0);
    act(() => jest.advanceTimersByTime(4999));
    expect(activeIndex()).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(activeIndex()).toBe(1);
    // Each slide starts its own 5 s countdown after it renders.
    for (const expected of [2, 3, 0]) {
      act(() => jest.advanceTimersByTime(5000));
      expect(activeIndex()).toBe(expected);
    }
  });

  it('prev, next and dots move between slides', () => {
    mockReducedMotion(false);
    render(<PosCarousel slides={fourSlides} words={carouselWords} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeIndex()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: /^Go to slide 3/ }));
    expect(activeIndex()).toBe(2);
    expect(screen.getByRole('button', { name: /^Go to slide 3/ })).toHaveAttribute('aria-current', 'true');
  });

  it('the pause button stops auto-advance and play resumes it', () => {
    mockReducedMotion(false);
    render(<PosCarousel slides={fourSlides} words={carouselWords} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause automatic slide show' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(activeIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(activeIndex()).toBe(1);
  });

  it('pauses while the pointer is over it', () => {
    mockReducedMotion(false);
    render(<PosCarousel slides={fourSlides} words={carouselWords} />);
    const region = screen.getByRole('region', { name: 'Featured POS systems' });
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(20000));
    expect(activeIndex()).toBe(0);
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(5000));
    expect(activeIndex()).toBe(1);
  });

  it('does not auto-advance when the visitor prefers reduced motion', () => {
    mockReducedMotion(true);
    render(<PosCarousel slides={fourSlides} words={carouselWords} />);
    act(() => jest.advanceTimersByTime(20000));
    expect(activeIndex()).toBe(0);
    expect(screen.getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
  });
});
