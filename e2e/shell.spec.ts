import { expect, test, type Locator, type Page } from './support/test';
import { footerNav, getRoute, headerNav, site } from './support/content';
import { expectHeaderHydrated } from './support/hydration';

/**
 * The site shell in a real browser: header menus (mouse, keyboard, touch),
 * mobile menu, footer, breadcrumbs, skip link and the toast region. Tested on
 * an inner page so that work on the home page does not mask shell defects.
 * The menu without JavaScript, in both languages, and the logo link's name
 * are in e2e/header-menu.spec.ts.
 */

const START = '/about-us';
const dropdowns = headerNav().filter((item) => item.children.length > 0);
const supportPhone = site.phones.support;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`, 'i');

async function hrefsAndTexts(links: Locator) {
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      label: (anchor.textContent ?? '').replace(/\s+/g, ' ').trim(),
      href: anchor.getAttribute('href'),
    })),
  );
}

function desktopMenu(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: label, exact: true });
  const toggle = nav.getByRole('button', { name: `${label} menu`, exact: true });
  /** The submenu, in the toggle's list item: a popover in the page's markup, which the toggle's popovertarget names. */
  const submenu = async () =>
    nav
      .locator('li')
      .filter({ has: page.getByRole('button', { name: `${label} menu`, exact: true }) })
      .locator('[data-submenu]');
  return { nav, link, toggle, submenu };
}

test.describe('header on desktop (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto(START);
    await expectHeaderHydrated(page);
  });

  for (const item of dropdowns) {
    test(`${item.label}: hovering opens the submenu and moving away closes it`, async ({ page }) => {
      const { link, toggle, submenu } = desktopMenu(page, item.label);
      const menu = await submenu();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();

      await expect(menu).toHaveAttribute('popover', 'auto');
      await expect(toggle).toHaveAttribute('popovertarget', (await menu.getAttribute('id'))!);

      await link.hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const child of item.children) {
        const link = menu.getByRole('link', { name: child.label });
        await expect(link).toBeVisible();
        await expectOnTop(link, `${child.label} in the ${item.label} submenu`);
      }

      await page.mouse.move(640, 780);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });

    test(`${item.label}: clicking the chevron button toggles the submenu`, async ({ page }) => {
      const { toggle, submenu } = desktopMenu(page, item.label);
      const menu = await submenu();
      // Pointing at the button already opens the menu (hover). The click that
      // follows must not close what the hover just opened; later clicks flip it.
      await toggle.hover();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
    });

    test(`${item.label}: Enter opens, ArrowDown enters the submenu, Escape closes and returns focus`, async ({
      page,
    }) => {
      const { link, toggle, submenu } = desktopMenu(page, item.label);
      const menu = await submenu();
      await link.focus();
      await page.keyboard.press('Tab');
      await expect(toggle).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();

      await page.keyboard.press('ArrowDown');
      await expect(menu.getByRole('link').first()).toBeFocused();
      await expect(menu.getByRole('link').first()).toHaveAttribute('href', item.children[0]!.href);

      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(toggle).toBeFocused();
    });

    test(`${item.label}: the submenu lists the headerNav() children and a click on one navigates there`, async ({
      page,
    }) => {
      const { link, toggle, submenu } = desktopMenu(page, item.label);
      const menu = await submenu();
      await link.hover();
      await expect(menu).toBeVisible();
      const links = await hrefsAndTexts(menu.getByRole('link'));
      expect(links.map((entry) => entry.href)).toEqual(item.children.map((child) => child.href));
      for (const [index, child] of item.children.entries()) {
        expect(
          links[index]?.label.startsWith(child.label),
          `"${links[index]?.label}" starts with "${child.label}"`,
        ).toBe(true);
      }

      const target = item.children[0]!;
      await menu.getByRole('link', { name: target.label }).click();
      await expect(page).toHaveURL(target.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(getRoute(target.href).h1);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  }

  test('the Contact Us button goes to /contact-us', async ({ page }) => {
    const button = page.getByRole('banner').getByRole('link', { name: 'Contact Us', exact: true });
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('href', '/contact-us');
    await button.click();
    await expect(page).toHaveURL('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getRoute('/contact-us').h1);
  });

  test('the support phone number is a tel: link in the header', async ({ page }) => {
    const phone = page.getByRole('banner').getByRole('link', { name: supportPhone.display });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute('href', `tel:${supportPhone.e164}`);
  });
});

test.describe('header dropdowns on a touch screen (1280px)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true });

  for (const item of dropdowns) {
    test(`${item.label}: tapping the chevron opens the submenu and tapping it again closes it`, async ({ page }) => {
      await page.goto(START);
      const { toggle, submenu } = desktopMenu(page, item.label);
      const menu = await submenu();
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(menu).toBeVisible();
      await toggle.tap();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
    });
  }
});

/**
 * The element is really there for a pointer: scrolled into view, its centre
 * hit-tests to itself (not covered by other content, not clipped away).
 * toBeVisible() alone passes for a link inside a collapsed, clipped panel.
 */
async function expectOnTop(locator: Locator, what: string) {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          const box = element.getBoundingClientRect();
          if (box.width < 1 || box.height < 1) return `has a ${box.width}×${box.height} box`;
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (hit && (hit === element || element.contains(hit))) return 'on top';
          return `is covered by <${hit?.tagName.toLowerCase()} class="${hit?.getAttribute('class') ?? ''}">`;
        }),
      { message: `${what} can be seen and pressed`, timeout: 2_000 },
    )
    .toBe('on top');
}

/** Every matched link scrolled into view and hit-tested at its centre; returns the ones that fail. */
async function linksNotOnTop(links: Locator): Promise<string[]> {
  return links.evaluateAll((anchors) =>
    anchors.flatMap((anchor) => {
      anchor.scrollIntoView({ block: 'center' });
      const box = anchor.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (box.width >= 1 && box.height >= 1 && hit && (hit === anchor || anchor.contains(hit))) return [];
      const label = (anchor.textContent ?? '').replace(/\s+/g, ' ').trim();
      return [
        `${label} (${anchor.getAttribute('href')}): ${hit ? `covered by <${hit.tagName.toLowerCase()}>` : 'off screen'}`,
      ];
    }),
  );
}

function mobileMenu(page: Page) {
  const openButton = page.getByRole('button', { name: 'Open menu', exact: true });
  const closeButton = page.getByRole('button', { name: 'Close menu', exact: true });
  const panel = page.locator('#mobile-menu');
  return { openButton, closeButton, panel, nav: page.getByRole('navigation', { name: 'Main' }) };
}

async function expectClosed(page: Page) {
  const { openButton, panel } = mobileMenu(page);
  await expect(openButton).toBeVisible();
  await expect(openButton).toHaveAttribute('aria-expanded', 'false');
  await expect(panel).toBeHidden();
}

test.describe('header on a phone (375px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test.beforeEach(async ({ page }) => {
    await page.goto(START);
  });

  test('the menu toggle opens a panel with every header link and the support phone', async ({ page }) => {
    const { openButton, closeButton, panel, nav } = mobileMenu(page);
    await expectClosed(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await openButton.click();
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const item of headerNav()) {
      for (const entry of [item, ...item.children]) {
        const link = nav.getByRole('link', { name: entry.label, exact: true });
        await expect(link, `${entry.label} in the mobile menu`).toBeVisible();
        await expect(link).toHaveAttribute('href', entry.href);
      }
    }
    const phone = panel.locator(`a[href="tel:${supportPhone.e164}"]`);
    await expect(phone).toBeVisible();
    await expect(phone).toContainText(supportPhone.display);
    await expect(panel.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact-us');

    // The panel is usable: every link in it can be seen and pressed.
    await expect
      .poll(() => linksNotOnTop(panel.getByRole('link')), {
        message: 'links in the open menu that are covered or clipped',
        timeout: 2_000,
      })
      .toEqual([]);

    await closeButton.click();
    await expectClosed(page);
  });

  test('following a link in the menu closes it and navigates', async ({ page }) => {
    const { openButton, nav } = mobileMenu(page);
    await openButton.click();
    const retail = nav.getByRole('link', { name: 'Retail', exact: true });
    await expectOnTop(retail, 'Retail in the open menu');
    await retail.click();
    await expect(page).toHaveURL('/retail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getRoute('/retail').h1);
    await expectClosed(page);
  });

  test('Escape closes the menu and returns focus to the toggle', async ({ page }) => {
    const { openButton, closeButton, panel } = mobileMenu(page);
    await openButton.click();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expectClosed(page);
    await expect(openButton).toBeFocused();
    await expect(closeButton).toHaveCount(0);
  });

  test('the menu is closed after a navigation it did not start (browser back)', async ({ page }) => {
    const { openButton, nav } = mobileMenu(page);
    await openButton.click();
    const partners = nav.getByRole('link', { name: 'Partners', exact: true });
    await expectOnTop(partners, 'Partners in the open menu');
    await partners.click();
    await expect(page).toHaveURL('/partners');
    await expectClosed(page);
    await openButton.click();
    await expect(mobileMenu(page).panel).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(START);
    await expectClosed(page);
  });
});

test.describe('header on a touch phone (375px, hasTouch, isMobile)', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('tapping the toggle opens and closes the menu, and tapping a link navigates', async ({ page }) => {
    await page.goto(START);
    const { openButton, closeButton, panel, nav } = mobileMenu(page);
    await expectClosed(page);
    await openButton.tap();
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await closeButton.tap();
    await expectClosed(page);

    await openButton.tap();
    const store = nav.getByRole('link', { name: 'Convenience Store', exact: true });
    await expectOnTop(store, 'Convenience Store in the open menu');
    await store.tap();
    await expect(page).toHaveURL('/convenience-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(getRoute('/convenience-store').h1);
    await expectClosed(page);
  });
});

test.describe('footer', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test.beforeEach(async ({ page }) => {
    await page.goto(START);
  });

  test('the three link groups list exactly the footerNav() links', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    const groups = footerNav();
    expect(groups.map((group) => group.title)).toEqual(['Quick Links', 'POS Solutions', 'Resources']);
    expect(groups.find((group) => group.title === 'Resources')?.links).toContainEqual({
      label: 'Support',
      href: '/contact-us',
    });
    for (const group of groups) {
      const nav = footer.getByRole('navigation', { name: exactly(group.title) });
      await expect(nav, `footer group ${group.title}`).toBeVisible();
      expect(await hrefsAndTexts(nav.getByRole('link')), `links of ${group.title}`).toEqual(
        group.links.map((link) => ({ label: link.label, href: link.href })),
      );
    }
  });

  test('the four social links are named and open safely in a new tab', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    expect(site.social).toHaveLength(4);
    for (const profile of site.social) {
      const link = footer.getByRole('link', { name: profile.label });
      await expect(link, `${profile.label} link`).toHaveCount(1);
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', profile.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
  });

  test('the legal links go to the terms, the privacy policy and the sitemap', async ({ page }) => {
    const legal = page.getByRole('contentinfo').getByRole('navigation', { name: 'Legal' });
    await expect(legal.getByRole('link', { name: 'Terms of Service', exact: true })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    await expect(legal.getByRole('link', { name: 'Privacy Policy', exact: true })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(legal.getByRole('link', { name: 'Sitemap', exact: true })).toHaveAttribute('href', '/sitemap.xml');
  });

  test('the copyright line carries the current year and the address, phone and e-mail are shown', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legalName}`);
    const { street, locality, region, postalCode } = site.address;
    await expect(footer).toContainText(`${street}, ${locality}, ${region} ${postalCode}`);
    const phone = footer.locator(`a[href="tel:${site.phones.sales.e164}"]`);
    await expect(phone).toBeVisible();
    await expect(phone).toContainText(site.phones.sales.display);
    const email = footer.locator(`a[href="mailto:${site.emails.support}"]`);
    await expect(email).toBeVisible();
    await expect(email).toContainText(site.emails.support);
  });
});

test.describe('breadcrumbs', () => {
  const cases = [
    { path: '/clover-pos', trail: ['Home', 'POS Solutions', 'Clover POS'], links: ['/', '/pos-solutions'] },
    { path: '/retail', trail: ['Home', 'Business Types', 'Retail'], links: ['/', '/business-types'] },
    { path: '/merchant-services', trail: ['Home', 'Products', 'Merchant Services'], links: ['/', '/products'] },
  ];

  for (const { path, trail, links } of cases) {
    test(`${path} reads ${trail.join(' > ')} and marks the last crumb as the current page`, async ({ page }) => {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(nav).toHaveCount(1);
      await expect(nav.getByRole('listitem')).toHaveText(trail);
      expect(await nav.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
        links,
      );
      const current = nav.locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(trail.at(-1)!);
    });
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } });

    test("a long current page's crumb shows one line, and nothing of the next", async ({ page }) => {
      await page.goto('/blog/1');
      const current = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]');
      const box = await current.evaluate((element) => ({
        shown: element.clientHeight,
        line: parseFloat(getComputedStyle(element).lineHeight),
        text: element.scrollHeight,
      }));
      // The title is longer than a phone's line, so the crumb is clamped ...
      expect(box.text).toBeGreaterThan(box.line);
      // ... and its box is one line tall: padding would show the top of the clamped line below.
      expect(box.shown).toBe(box.line);
    });
  });

  test('the home page has no breadcrumb navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  });
});

test.describe('skip link', () => {
  for (const path of ['/', START]) {
    test(`on ${path} the first Tab focuses "Skip to main content" and activating it moves focus to #main`, async ({
      page,
    }) => {
      await page.goto(path);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await expect(skip).toHaveAttribute('href', '#main');
      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
    });
  }
});

test('the page has a toast region labelled Notifications', async ({ page }) => {
  await page.goto(START);
  await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(1);
});
