import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/contact-form';
import { Toaster } from '@/components/widgets/toaster';
import { contactFormWords, toastLabels } from '../support/form-words';

function setup(props: Partial<Parameters<typeof ContactForm>[0]> = {}) {
  const user = userEvent.setup();
  render(
    <>
      <ContactForm words={contactFormWords} {...props} />
      <Toaster labels={toastLabels} />
    </>,
  );
  return { user };
}

const field = (name: RegExp) => screen.getByLabelText(name);

// jsdom has no fetch: the form only reads ok, status, json() and statusText.
function fakeResponse(status: number, body: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    json: async () => body,
    text: async () => JSON.stringify(body),
  } as Response;
}

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Name/), 'Ana Ruiz');
  await user.type(field(/^Email/), 'ana@example.com');
  await user.type(field(/^Message/), 'We take about $40,000 a month in cards.');
}

beforeAll(() => {
  // sonner asks for the colour scheme.
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
    addListener: jest.fn(),
    removeListener: jest.fn(),
  }));
});

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as typeof fetch;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('ContactForm', () => {
  it('marks Name, Email and Message as required and lists the six interests', () => {
    setup();
    for (const label of [/^Name/, /^Email/, /^Message/]) expect(field(label)).toBeRequired();
    expect(field(/^Business name/)).not.toBeRequired();
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: 'Request a Demo' })).toBeInTheDocument();
  });

  it('shows the exact messages on submit, tied to their fields, and focuses the first invalid field', async () => {
    const fetchSpy = fetchMock;
    const { user } = setup();
    await user.type(field(/^Name/), 'A');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Name/)).toHaveAccessibleDescription('Name must be at least 2 characters.');
    expect(field(/^Name/)).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('speaks the language of its words: its messages, its boxes, and the locale it posts', async () => {
    const spanish = {
      ...contactFormWords,
      locale: 'es' as const,
      fields: {
        name: 'Nombre',
        business: 'Nombre del negocio',
        email: 'Correo electrónico',
        phone: 'Teléfono',
        message: 'Mensaje',
      },
      interests: { ...contactFormWords.interests, posSystems: 'Sistemas POS' },
      submit: 'Enviar mensaje',
      validation: {
        ...contactFormWords.validation,
        name: 'El nombre debe tener al menos 2 caracteres.',
        email: 'Por favor, ingrese un correo electrónico válido.',
        message: 'El mensaje debe tener al menos 10 caracteres.',
        oneLine: 'El campo "{{field}}" debe ocupar una sola línea.',
      },
    };
    fetchMock.mockResolvedValue(
      fakeResponse(202, { ok: true, status: 'received', id: '20261123T120000000Z-0000-0123456789' }),
    );
    const user = userEvent.setup();
    const { container } = render(<ContactForm words={spanish} />);
    expect(container.querySelector('input[type=hidden][name=locale]')).toHaveValue('es');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('El nombre debe tener al menos 2 caracteres.')).toBeInTheDocument();
    expect(screen.getByText('Por favor, ingrese un correo electrónico válido.')).toBeInTheDocument();
    expect(screen.getByText('El mensaje debe tener al menos 10 caracteres.')).toBeInTheDocument();
    expect(screen.queryByText(contactFormWords.validation.name)).not.toBeInTheDocument();

    await user.type(field(/^Nombre(?! del)/), 'Ana Ruiz');
    await user.type(field(/^Correo/), 'ana@example.com');
    await user.type(field(/^Mensaje/), 'Quisiera una cotización, por favor.');
    await user.click(screen.getByRole('checkbox', { name: 'Sistemas POS' }));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String((fetchMock.mock.calls[0]?.[1] as RequestInit).body));
    expect(body).toMatchObject({ locale: 'es', name: 'Ana Ruiz', interests: ['pos-systems'] });
  });

  it('does not validate before the first submit, then revalidates on change', async () => {
    const { user } = setup();
    await user.type(field(/^Name/), 'A');
    expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters.')).toBeInTheDocument();
    await user.type(field(/^Name/), 'na');
    await waitFor(() => expect(screen.queryByText('Name must be at least 2 characters.')).not.toBeInTheDocument());
  });

  it('sends the enquiry as JSON, shows Sending..., then clears the form and confirms', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchSpy = fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: 'POS Systems' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    expect(fetchSpy).toHaveBeenCalledWith('/api/contact', expect.objectContaining({ method: 'POST' }));
    const body = JSON.parse(String((fetchSpy.mock.calls[0]?.[1] as RequestInit).body));
    expect(body).toMatchObject({
      name: 'Ana Ruiz',
      email: 'ana@example.com',
      message: 'We take about $40,000 a month in cards.',
      interests: ['pos-systems'],
      business: '',
      phone: '',
    });

    answer(fakeResponse(202, { ok: true, status: 'received', id: '20261123T120000000Z-0000-0123456789' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    expect(screen.getByText("Thank you for reaching out. We'll be in touch shortly!")).toBeInTheDocument();
    await waitFor(() => expect(field(/^Name/)).toHaveValue(''));
    expect(field(/^Message/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'POS Systems' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('keeps the values, shows the error toast and logs when sending fails', async () => {
    fetchMock.mockResolvedValue(fakeResponse(500, { error: 'down' }));
    const consoleSpy = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('There was a problem sending your message. Please try again.')).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Ana Ruiz');
    expect(field(/^Message/)).toHaveValue('We take about $40,000 a month in cards.');
    expect(consoleSpy).toHaveBeenCalled();
  });

  it('sends one Idempotency-Key per submission, the same on a retry after a failure, a new one after success', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const keyOf = (call: number) =>
      new Headers((fetchMock.mock.calls[call]?.[1] as RequestInit).headers).get('Idempotency-Key');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValue(fakeResponse(202, { ok: true, status: 'received', id: 'x' }));
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Name/)).toHaveValue(''));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).not.toBe(keyOf(0));
    // It fills the form twice: twice the typing of the other tests.
  }, 20_000);

  it('shows the server’s message (with the phone number) when it cannot take enquiries (503)', async () => {
    const message =
      'We could not send your message just now, and it has not been kept. Please call us at (718) 555-0142.';
    fetchMock.mockResolvedValue(fakeResponse(503, { error: message }));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field(/^Name/)).toHaveValue('Ana Ruiz');
  });

  it('shows the server’s per-field messages', async () => {
    fetchMock.mockResolvedValue(
      fakeResponse(400, { error: 'Invalid', fields: { email: ['Please enter a valid email address.'] } }),
    );
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('starts from a prefilled message, interests and heading', () => {
    setup({
      heading: 'Request a Demo',
      initialMessage: "I'm interested in Clover.",
      initialInterests: ['pos-systems', 'request-demo'],
    });
    expect(screen.getByRole('form', { name: 'Request a Demo' })).toBeInTheDocument();
    expect(field(/^Message/)).toHaveValue("I'm interested in Clover.");
    expect(screen.getByRole('checkbox', { name: 'POS Systems' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Request a Demo' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Merchant Services' })).not.toBeChecked();
  });
});
