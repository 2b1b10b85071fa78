import type { Page } from '@playwright/test';

/**
 * What a loaded page's layout asks of a thumb at a phone's width: how far
 * the page scrolls sideways (nothing should), and the controls of its main
 * content that are smaller than a 44 px tap target or reach out of the
 * viewport, with how many controls were measured.
 *
 * Controls are links, buttons, disclosure summaries, form fields, and the
 * labels of radio buttons and checkboxes (the label is what a finger hits).
 * Exempt, as WCAG 2.5.8 allows:
 * - links in running text (a paragraph, an article's body);
 * - links that make a card's or section's heading a link: each such card
 *   carries a full-size link to the same place ("Learn more", "Read");
 * - the breadcrumb trail, the same on every page;
 * - what is hidden from everyone: the forms' honeypot field, off-screen and
 *   hidden from assistive technology.
 *
 * Boxes are read at rest: the home page's carousel advances by itself, and a
 * slide caught halfway in its slide is not where a thumb will find it. So
 * every running CSS transition is first taken to its end (`finish()`), and
 * the boxes are read in the same task, where no timer can start another.
 * Waiting for a transition to end would not do: the below-fold sections are
 * `content-visibility: auto`, and a transition in a section the browser skips
 * does not advance, so its `finished` never settles while it is off-screen
 * (the carousel's slide, when its timer fires during the look, hung the test
 * until its timeout). Its style is updated only when asked, so every
 * control's box is asked for first: a slide the timer moved there starts its
 * transition then, where the look can finish it.
 */
export function phoneLayout(page: Page) {
  return page.evaluate(() => {
    const candidates = () =>
      document.querySelectorAll<HTMLElement>(
        [
          'main a',
          'main button',
          'main summary',
          'main input:not([type="radio"]):not([type="checkbox"]):not([type="hidden"])',
          'main label:has(input[type="radio"])',
          'main label:has(input[type="checkbox"])',
          'main select',
          'main textarea',
        ].join(', '),
      );
    candidates().forEach((control) => control.getBoundingClientRect());
    for (const animation of document.getAnimations())
      if (animation instanceof CSSTransition && animation.playState === 'running') animation.finish();
    const exempt = '.prose-content, p, h2, h3, nav[aria-label="Breadcrumb"], [aria-hidden="true"]';
    const controls = [...candidates()].filter((control) => control.checkVisibility() && !control.closest(exempt));
    const width = document.documentElement.clientWidth;
    const problems = controls
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.height < 44 || box.left < -0.5 || box.right > width + 0.5)
      .map(({ control, box }) => ({
        control: (control.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40) || control.outerHTML.slice(0, 80),
        height: Math.round(box.height),
        left: Math.round(box.left),
        right: Math.round(box.right),
      }));
    return {
      overflow: document.documentElement.scrollWidth - width,
      measured: controls.length,
      problems,
    };
  });
}
