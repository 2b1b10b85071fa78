import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { categoryFilterOptions } from '@/lib/content/blog-filter';
import { ShareLinks, shareLinks } from '@/components/blog/share-links';
import { CategoryFilter } from '@/components/blog/category-filter';
import { CopyLinkButton } from '@/components/blog/copy-link-button';
import { newTab, shareWords } from '../support/label-words';

const share = {
  url: 'https://www.example.com/blog/2',
  // '&', '+' and quotes in the title must reach the subject as written.
  title: 'Fees & more: 5 "practical" ways +1',
};

describe('shareLinks', () => {
  it('builds the real share addresses of X, LinkedIn and Facebook, and an e-mail with subject and body', () => {
    const byNetwork = Object.fromEntries(shareLinks(share, shareWords).map((link) => [link.network, link]));
    const x = new URL(byNetwork.x!.href);
    expect(x.origin + x.pathname).toBe('https://x.com/intent/post');
    expect(x.searchParams.get('url')).toBe(share.url);
    expect(x.searchParams.get('text')).toBe(share.title);

    const linkedin = new URL(byNetwork.linkedin!.href);
    expect(linkedin.origin + linkedin.pathname).toBe('https://www.linkedin.com/sharing/share-offsite/');
    expect(linkedin.searchParams.get('url')).toBe(share.url);

    const facebook = new URL(byNetwork.facebook!.href);
    expect(facebook.origin + facebook.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(share.url);

    const mail = byNetwork.email!.href;
    expect(mail.startsWith('mailto:?subject=')).toBe(true);
    expect(mail).not.toContain('+');
    const params = new URLSearchParams(mail.slice('mailto:?'.length));
    expect(params.get('subject')).toBe(share.title);
    expect(params.get('body')).toBe(`Read the article: ${share.url}`);
  });
});

describe('<ShareLinks>', () => {
  it('renders named links that open web share dialogs in a new tab safely, and the copy-link button', () => {
    render(<ShareLinks share={share} words={shareWords} newTab={newTab} />);
    const region = screen.getByRole('region', { name: 'Share this article' });
    for (const name of ['X', 'LinkedIn', 'Facebook']) {
      const link = within(region).getByRole('link', { name: `Share on ${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const mail = within(region).getByRole('link', { name: 'Share by e-mail' });
    expect(mail).not.toHaveAttribute('target');
    expect(mail.getAttribute('href')).toMatch(/^mailto:\?subject=/);
    expect(within(region).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(region.querySelector('a[href="#"]')).toBeNull();
  });
});

describe('<CopyLinkButton>', () => {
  afterEach(() => jest.useRealTimers());

  it('copies the address, confirms visibly and to screen readers, then resets', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    render(<CopyLinkButton url={share.url} words={shareWords} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(share.url);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Link copied to the clipboard.');

    act(() => jest.advanceTimersByTime(4000));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the address, selected, when the clipboard refuses', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('denied')) },
      configurable: true,
    });
    render(<CopyLinkButton url={share.url} words={shareWords} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = await screen.findByRole('textbox', { name: 'Copy this address:' });
    expect(field).toHaveValue(share.url);
    expect(field).toHaveAttribute('readonly');
  });
});

describe('<CategoryFilter>', () => {
  it('renders All and the six categories as links, and marks only the current one', () => {
    const categories = [
      'POS Systems',
      'Payment Processing',
      'Technology Trends',
      'Security',
      'Customer Experience',
      'Small Business',
    ].map((name, index) => ({
      slug: name.toLowerCase().replaceAll(' ', '-'),
      name,
      order: index + 1,
      seo: { title: name, description: name },
      hero: { h1: name, intro: name, ctas: [] },
    }));
    render(
      <CategoryFilter
        options={categoryFilterOptions(categories, categories[3], 'All')}
        name="Filter articles by category"
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Filter articles by category' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(7);
    expect(links[0]).toHaveAttribute('href', '/blog');
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAttribute('href', '/blog/category/security');
    expect(current[0]).toHaveTextContent('Security');
  });
});
