import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formValuesFromSearchParams } from '@/lib/savings/url-state';
import { ANNOUNCE_DELAY_MS, SavingsCalculator } from '@/components/widgets/savings-calculator';
import { calculatorCopy as copy } from '../support/calculator-copy';
import { workedSettings as settings } from '../support/savings-settings';

const card = (title: string) => screen.getByRole('heading', { level: 4, name: title }).closest('li') as HTMLElement;
const announcement = () => screen.getByTestId('calculator-announcement');

describe('SavingsCalculator', () => {
  let replaceState: jest.SpyInstance;

  beforeEach(() => {
    window.history.pushState(null, '', '/savings-calculator');
    replaceState = jest.spyOn(window.history, 'replaceState');
  });
  afterEach(() => replaceState.mockRestore());

  it('starts with the default estimate: $50,000, $45, $1,550', () => {
    render(<SavingsCalculator copy={copy} settings={settings} />);
    expect(screen.getByLabelText(/Monthly card volume/)).toHaveValue('50000');
    expect(screen.getByLabelText(/Average ticket/)).toHaveValue('45');
    expect(screen.getByLabelText(/Current monthly processing fees/)).toHaveValue('1550');
    expect(within(card('Your current cost')).getByText('$1,550.00')).toBeInTheDocument();
    expect(within(card('At our rate')).getByText('$1,261.11')).toBeInTheDocument();
    expect(within(card('At our rate')).getByText('$288.89')).toBeInTheDocument();
    expect(within(card('At our rate')).getByText('$3,466.67')).toBeInTheDocument();
    expect(within(card('Dual pricing / cash discount')).getByText('$1,525.05')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Get this quote/ })).toHaveAttribute(
      'href',
      '/contact-us?volume=50000&ticket=45&fees=1550',
    );
    // Nothing is written to the URL until the visitor changes something.
    expect(replaceState).not.toHaveBeenCalled();
  });

  it('labels the inputs with their units and a decimal keypad', () => {
    render(<SavingsCalculator copy={copy} settings={settings} />);
    for (const [label, unit] of [
      [/Monthly card volume/, 'in US dollars'],
      [/Average ticket/, 'in US dollars'],
      [/Current monthly processing fees/, 'in US dollars'],
    ] as const) {
      const input = screen.getByLabelText(label);
      expect(input).toHaveAccessibleName(expect.stringContaining(unit));
      expect(input).toHaveAttribute('inputmode', 'decimal');
      expect(input).toHaveAccessibleDescription(expect.any(String));
    }
  });

  it('typing updates the results and writes the figures to the URL', async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator copy={copy} settings={settings} />);
    const volume = screen.getByLabelText(/Monthly card volume/);
    await user.clear(volume);
    await user.type(volume, '20000');
    const fees = screen.getByLabelText(/Current monthly processing fees/);
    await user.clear(fees);
    await user.type(fees, '640');
    // $20,000 at $45: 460.00 + 444.44 × 10¢ = $504.44; saving 640 − 504.44 = $135.56 a month, $1,626.67 a year.
    expect(within(card('At our rate')).getByText('$504.44')).toBeInTheDocument();
    expect(within(card('At our rate')).getByText('$135.56')).toBeInTheDocument();
    expect(within(card('At our rate')).getByText('$1,626.67')).toBeInTheDocument();
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/savings-calculator?volume=20000&ticket=45&fees=640');
    expect(window.location.search).toBe('?volume=20000&ticket=45&fees=640');
    expect(screen.getByRole('link', { name: /Get this quote/ })).toHaveAttribute(
      'href',
      '/contact-us?volume=20000&ticket=45&fees=640',
    );
  });

  it('announces the new estimate politely once typing pauses', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      render(<SavingsCalculator copy={copy} settings={settings} />);
      expect(announcement()).toHaveAttribute('aria-live', 'polite');
      expect(announcement()).toHaveTextContent('');
      const ticket = screen.getByLabelText(/Average ticket/);
      await user.clear(ticket);
      await user.type(ticket, '50');
      expect(announcement()).toHaveTextContent('');
      act(() => jest.advanceTimersByTime(ANNOUNCE_DELAY_MS));
      // $50,000 at $50: 1,150 + 1,000 × 10¢ = $1,250.00; saving $300.00 a month, $3,600.00 a year.
      expect(announcement()).toHaveTextContent(
        'Estimate updated. At our rate you would save $300.00 a month, $3,600.00 a year. With dual pricing you would save $1,525.05 a month, $18,300.60 a year.',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('an invalid value gets a message next to the field and leaves the URL alone', async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator copy={copy} settings={settings} />);
    const volume = screen.getByLabelText(/Monthly card volume/);
    await user.clear(volume);
    await user.type(volume, '60000abc');
    expect(volume).toHaveAttribute('aria-invalid', 'true');
    expect(volume).toHaveAccessibleDescription(
      expect.stringContaining('Enter the volume as a number of dollars, like 50000.'),
    );
    expect(screen.getByText('Enter the volume as a number of dollars, like 50000.')).toHaveAttribute(
      'id',
      'volume-error',
    );
    expect(screen.getByText('Your estimate appears once the figures above are valid.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get this quote/ })).not.toBeInTheDocument();
    // The last valid figures stay in the URL: 60000 (below it, $1,550 is over 25% of the volume).
    expect(replaceState).toHaveBeenCalledTimes(1);
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/savings-calculator?volume=60000&ticket=45&fees=1550');

    await user.clear(volume);
    expect(screen.getByText('Enter your monthly card volume.')).toBeInTheDocument();
    await user.type(volume, '30000');
    expect(volume).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Enter your monthly card volume/)).not.toBeInTheDocument();
  });

  it('switching to an effective rate carries the figure across and puts rate in the URL', async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator copy={copy} settings={settings} />);
    await user.click(screen.getByRole('radio', { name: 'Effective rate (%)' }));
    const rate = screen.getByLabelText(/Current effective rate/);
    expect(rate).toHaveAccessibleName(expect.stringContaining('in percent'));
    // $1,550 on $50,000 is 3.1%.
    expect(rate).toHaveValue('3.1');
    expect(replaceState).toHaveBeenLastCalledWith(null, '', '/savings-calculator?volume=50000&ticket=45&rate=3.1');
    await user.clear(rate);
    await user.type(rate, '2.9');
    // 50,000 × 2.9% = $1,450.00; our rate $1,261.11 → saving $188.89.
    expect(within(card('Your current cost')).getByText('$1,450.00')).toBeInTheDocument();
    expect(within(card('At our rate')).getByText('$188.89')).toBeInTheDocument();
    // The quote link always carries fees.
    expect(screen.getByRole('link', { name: /Get this quote/ })).toHaveAttribute(
      'href',
      '/contact-us?volume=50000&ticket=45&fees=1450',
    );
    await user.click(screen.getByRole('radio', { name: 'Monthly fees ($)' }));
    expect(screen.getByLabelText(/Current monthly processing fees/)).toHaveValue('1450');
  });

  it('shows "No saving" with the reason, never a negative saving', async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator copy={copy} settings={settings} />);
    const fees = screen.getByLabelText(/Current monthly processing fees/);
    await user.clear(fees);
    await user.type(fees, '1000');
    const ours = card('At our rate');
    expect(within(ours).getByText('No saving')).toBeInTheDocument();
    expect(within(ours).getByText(/already below what our standard pricing would cost you/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/-\$/);
  });

  it('warns when a tiny ticket makes the per-transaction fee dominate', async () => {
    const user = userEvent.setup();
    render(<SavingsCalculator copy={copy} settings={settings} />);
    const ticket = screen.getByLabelText(/Average ticket/);
    await user.clear(ticket);
    await user.type(ticket, '2');
    expect(screen.getByText(/10¢ per-transaction fee is 5\.00% of each sale/)).toBeInTheDocument();
  });
});

describe('the words, prices and limits the page passes', () => {
  beforeEach(() => window.history.pushState(null, '', '/savings-calculator'));

  it('shows the words it is given', () => {
    const words = {
      ...copy,
      formTitle: 'Tell us your numbers',
      columns: { ...copy.columns, ourRate: { title: 'With us', badge: 'From 1.9% + 7¢' } },
      assumptions: ['One assumption only.'],
    };
    render(<SavingsCalculator copy={words} settings={settings} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Tell us your numbers' })).toBeInTheDocument();
    expect(within(card('With us')).getByText('From 1.9% + 7¢')).toBeInTheDocument();
    expect(screen.getByText('One assumption only.')).toBeInTheDocument();
    expect(screen.queryByText(copy.assumptions[0]!)).not.toBeInTheDocument();
  });

  it('computes with the prices, limits and example figures it is given', async () => {
    const user = userEvent.setup();
    const other = {
      pricing: {
        rate: { percent: 2, perTransaction: 0.05, label: '2% + 5¢' },
        program: { adjustmentPercent: 4, monthlyFee: 10 },
      },
      limits: { maxVolume: 100_000, maxTicket: 500, maxEffectiveRate: 10 },
      defaults: { volume: 10_000, ticket: 20, fees: 300 },
      messages: settings.messages,
    };
    render(<SavingsCalculator copy={copy} settings={other} />);
    expect(screen.getByLabelText(/Monthly card volume/)).toHaveValue('10000');
    // $10,000 at $20 with 2% + 5¢: 200.00 + 500 × $0.05 = $225.00, saving $75.00; the program fee $10.00 saves $290.00.
    expect(within(card('At our rate')).getByText('$225.00')).toBeInTheDocument();
    expect(within(card('At our rate')).getByText('$75.00')).toBeInTheDocument();
    expect(within(card('Dual pricing / cash discount')).getByText('$10.00')).toBeInTheDocument();
    expect(within(card('Dual pricing / cash discount')).getByText('$290.00')).toBeInTheDocument();
    // Card customers pay 4% of $10,000.
    expect(within(card('Dual pricing / cash discount')).getByText('$400.00 a month')).toBeInTheDocument();
    const volume = screen.getByLabelText(/Monthly card volume/);
    await user.clear(volume);
    await user.type(volume, '150000');
    expect(volume).toHaveAccessibleDescription(
      expect.stringContaining('Enter a volume up to $100,000 a month; above that, ask us for custom pricing.'),
    );
  });
});

describe('a calculator started from a shared URL', () => {
  beforeEach(() => window.history.pushState(null, '', '/savings-calculator'));
  const fromQuery = (query: string) => formValuesFromSearchParams(new URLSearchParams(query), settings.defaults);

  it('starts from the shared URL', () => {
    render(
      <SavingsCalculator
        copy={copy}
        settings={settings}
        initialValues={fromQuery('volume=20000&ticket=30&rate=2.9')}
        source="url"
      />,
    );
    expect(screen.getByLabelText(/Monthly card volume/)).toHaveValue('20000');
    expect(screen.getByRole('radio', { name: 'Effective rate (%)' })).toBeChecked();
    expect(screen.getByLabelText(/Current effective rate/)).toHaveValue('2.9');
    // 20,000 × 2.9% = $580.00; our rate 460 + 666.67 × 10¢ = $526.67; saving $53.33.
    expect(within(card('At our rate')).getByText('$53.33')).toBeInTheDocument();
  });

  it('shows the message for an invalid shared value', () => {
    render(
      <SavingsCalculator
        copy={copy}
        settings={settings}
        initialValues={fromQuery('volume=0&ticket=45&fees=10')}
        source="url"
      />,
    );
    expect(screen.getByText('Monthly card volume must be more than $0.')).toBeInTheDocument();
  });
});
