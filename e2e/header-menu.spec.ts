import { axe, wcagAxe } from './support/axe';
import { expect, test, type Locator, type Page } from './support/test';
import { fillTemplate } from '../lib/editor/placeholders';
import { localePath, type Locale } from '../lib/i18n/locales';
import type { ContentSnapshot } from '../scripts/support/content-snapshot';
import { snapshot } from './support/content';

/**
 * The header's menu in both languages, before and without JavaScript (the
 * platform's popovers do all of it) and with it, plus the logo link's name
 * against the words it shows. The menu's words come from each language's
 * content (Settings › Navigation and › Labels), read from the build's snapshot.
 * components/layout/site-menu.tsx and nav-group.tsx say how it works.
 */

function language(locale: Locale): ContentSnapshot {
  const words = locale === 'en' ? snapshot : snapshot.languages[locale];
  if (!words) throw new Error(`The build does not publish ${locale}`);
  return words;
}

const languages = (['en', 'es'] as const).map((locale) => {
  const words = language(locale);
  const header = words.content.labels.header;
  return {
    locale,
    start: localePath('/about-us', locale),
    header,
    site: words.content.site,
    items: words.headerNav.map((item) => ({
      ...item,
      href: localePath(item.href, locale),
      children: item.children.map((child) => ({ ...child, href: localePath(child.href, locale) })),
    })),
    toggleName: (label: string) => fillTemplate(header.submenu, { title: label }),
  };
});

const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 812 };

/**
 * The expanded state Chromium gives screen readers for the button that opens
 * popover `target` (read from its accessibility tree, not from an
 * aria-expanded attribute, which a page without JavaScript does not have).
 */
async function expandedState(page: Page, target: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `button[popovertarget="${target}"]`,
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded');
    return expanded ? Boolean(expanded.value.value) : undefined;
  } finally {
    await cdp.detach();
  }
}

/** The element's centre hit-tests to itself: it can be seen and pressed, not covered or clipped. */
async function onTop(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    element.scrollIntoView({ block: 'nearest' });
    const box = element.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === element || element.contains(hit));
  });
}

for (const { locale, start, header, site, items, toggleName } of languages) {
  const dropdowns = items.filter((item) => item.children.length > 0);
  const mainNav = (page: Page) => page.getByRole('navigation', { name: header.mainMenu, exact: true });

  test.describe(`${locale}: header menu without JavaScript`, () => {
    test.use({ javaScriptEnabled: false });

    test.describe('on desktop (1280px)', () => {
      test.use({ viewport: desktop });

      for (const item of dropdowns) {
        test(`${item.label}: the button opens the dropdown, its links are reached by Tab, Escape closes it and focus returns`, async ({
          page,
        }) => {
          await page.goto(start);
          const toggle = mainNav(page).getByRole('button', { name: toggleName(item.label), exact: true });
          const target = (await toggle.getAttribute('popovertarget'))!;
          const menu = page.locator(`[id="${target}"]`);
          await expect(menu).toBeHidden();
          expect(await expandedState(page, target)).toBe(false);

          await toggle.click();
          await expect(menu).toBeVisible();
          expect(await expandedState(page, target)).toBe(true);
          const links = menu.getByRole('link');
          await expect(links).toHaveCount(item.children.length);
          for (const [index, child] of item.children.entries()) {
            await expect(links.nth(index)).toHaveAttribute('href', child.href);
            await expect(links.nth(index)).toContainText(child.label);
            expect(await onTop(links.nth(index)), `${child.label} can be seen and pressed`).toBe(true);
          }
          // It opens under its link.
          const below = await mainNav(page)
            .getByRole('link', { name: item.label, exact: true })
            .evaluate(
              (link, list) => {
                const anchor = link.getBoundingClientRect();
                const box = (list as Element).getBoundingClientRect();
                return (
                  Math.abs(box.left - anchor.left) < 1 && box.top >= anchor.bottom - 1 && box.top < anchor.bottom + 16
                );
              },
              await menu.elementHandle(),
            );
          expect(below, 'the dropdown opens right under its link').toBe(true);

          // The keyboard: Tab walks from the button through the dropdown's links.
          await toggle.focus();
          for (const index of item.children.keys()) {
            await page.keyboard.press('Tab');
            await expect(links.nth(index)).toBeFocused();
          }
          await page.keyboard.press('Escape');
          await expect(menu).toBeHidden();
          await expect(toggle).toBeFocused();

          // Enter on the button opens it, Enter again closes it.
          await page.keyboard.press('Enter');
          await expect(menu).toBeVisible();
          await page.keyboard.press('Enter');
          await expect(menu).toBeHidden();

          // A click elsewhere (the page's empty right edge) closes it.
          await toggle.click();
          await expect(menu).toBeVisible();
          await page.mouse.click(desktop.width - 8, 400);
          await expect(menu).toBeHidden();

          // Its links are plain links.
          await toggle.click();
          await links.first().click();
          await expect(page).toHaveURL(item.children[0]!.href);
        });
      }

      test('one dropdown is open at a time', async ({ page }) => {
        expect(dropdowns.length, 'the menu has two dropdowns').toBeGreaterThanOrEqual(2);
        await page.goto(start);
        const [first, second] = dropdowns.map((item) =>
          mainNav(page).getByRole('button', { name: toggleName(item.label), exact: true }),
        );
        const menuOf = async (toggle: Locator) => page.locator(`[id="${await toggle.getAttribute('popovertarget')}"]`);
        await first!.click();
        await expect(await menuOf(first!)).toBeVisible();
        await second!.click();
        await expect(await menuOf(second!)).toBeVisible();
        await expect(await menuOf(first!)).toBeHidden();
      });
    });

    test.describe('on a phone (375px)', () => {
      test.use({ viewport: phone });

      test('the toggle opens the panel with every header link, and the toggle or Escape closes it', async ({
        page,
      }) => {
        await page.goto(start);
        const openButton = page.getByRole('button', { name: header.openMenu, exact: true });
        const panel = page.locator('#mobile-menu');
        const nav = mainNav(page);
        await expect(panel).toBeHidden();
        expect(await expandedState(page, 'mobile-menu')).toBe(false);
        await openButton.click();
        await expect(panel).toBeVisible();
        expect(await expandedState(page, 'mobile-menu')).toBe(true);
        for (const item of items)
          for (const entry of [item, ...item.children]) {
            const link = nav.getByRole('link', { name: entry.label, exact: true });
            await expect(link).toHaveAttribute('href', entry.href);
            expect(await onTop(link), `${entry.label} can be seen and pressed`).toBe(true);
          }
        // The page behind does not scroll while the menu covers it.
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
        await expect(openButton).toBeFocused();
        await openButton.click();
        await expect(panel).toBeVisible();
        await openButton.click();
        await expect(panel).toBeHidden();
        // A link in it is a plain link: it loads the page.
        const target = dropdowns[0]!.children[0]!;
        await openButton.click();
        await nav.getByRole('link', { name: target.label, exact: true }).click();
        await expect(page).toHaveURL(target.href);
        await expect(page.locator('#mobile-menu')).toBeHidden();
      });
    });
  });

  test.describe(`${locale}: header menu with JavaScript`, () => {
    test(`the dropdowns open on hover and by keyboard, and Escape returns focus (1280px)`, async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(start);
      for (const item of dropdowns) {
        const nav = mainNav(page);
        const toggle = nav.getByRole('button', { name: toggleName(item.label), exact: true });
        const menu = page.locator(`[id="${await toggle.getAttribute('popovertarget')}"]`);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await nav.getByRole('link', { name: item.label, exact: true }).hover();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(menu).toBeVisible();
        await page.mouse.move(640, 780);
        await expect(menu).toBeHidden();

        await toggle.focus();
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('link').first()).toBeFocused();
        await page.keyboard.press('ArrowDown');
        await expect(menu.getByRole('link').nth(1)).toBeFocused();
        await page.keyboard.press('ArrowUp');
        await expect(menu.getByRole('link').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await expect(toggle).toBeFocused();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
    });

    test('the phone menu names its toggle by its state (375px)', async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(start);
      await page.getByRole('button', { name: header.openMenu, exact: true }).click();
      const close = page.getByRole('button', { name: header.closeMenu, exact: true });
      await expect(close).toHaveAttribute('aria-expanded', 'true');
      await close.click();
      await expect(page.locator('#mobile-menu')).toBeHidden();
      await expect(page.getByRole('button', { name: header.openMenu, exact: true })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });

  test.describe(`${locale}: the open menus have no axe violations`, () => {
    // axe runs as a script in the page: with JavaScript (the markup is the same without it).
    test('each desktop dropdown open (1280px)', async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(start);
      for (const item of dropdowns) {
        const toggle = mainNav(page).getByRole('button', { name: toggleName(item.label), exact: true });
        await toggle.click();
        // A hover (with JavaScript) has already opened it: the click keeps it open.
        const menu = page.locator(`[id="${await toggle.getAttribute('popovertarget')}"]`);
        await expect(menu).toBeVisible();
        const { violations } = await wcagAxe(page, 'header');
        expect(violations, `${item.label} open`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }
    });

    test('the phone menu open (375px)', async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(start);
      await page.getByRole('button', { name: header.openMenu, exact: true }).click();
      await expect(page.locator('#mobile-menu')).toBeVisible();
      const { violations } = await wcagAxe(page, 'header');
      expect(violations).toEqual([]);
    });
  });

  for (const viewport of [phone, desktop]) {
    test(`${locale}: the logo link's name contains the words it shows (WCAG 2.5.3, Label in Name) at ${viewport.width}px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(localePath('/', locale));
      const logo = page.locator('header a[href="' + localePath('/', locale) + '"]').first();
      await expect(logo).toHaveAccessibleName(`${site.name}, ${header.home}`);
      // Its words ("Queensboro" over "Merchant Solutions", the second line upper-cased by CSS).
      await expect(logo).toHaveText(
        new RegExp(`^${site.shortName}\\s+${site.name.slice(site.shortName.length).trim()}$`),
      );
      // axe's rule is experimental (off by default, and in Lighthouse's list of rules): enabled here by name.
      const results = await axe(page, 'header > div > a:first-child', {
        runOnly: { type: 'rule', values: ['label-content-name-mismatch'] },
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      expect(results.violations).toEqual([]);
      expect(results.incomplete).toEqual([]);
      // The rule ran on the link (it is not applicable to a link named by its text alone).
      expect(results.passes.map((rule) => rule.id)).toContain('label-content-name-mismatch');
    });
  }
}
