import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/forms/contact-form';
import { Toaster } from '@/components/widgets/toaster';
import { contactFormWords, toastLabels } from '../support/form-words';

const limits = { maxFiles: 2, maxFileBytes: 1024, maxTotalBytes: 1536 };

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeAll(() => {
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

function setup() {
  const user = userEvent.setup({ applyAccept: false });
  const { container } = render(
    <>
      <ContactForm words={contactFormWords} fileLimits={limits} />
      <Toaster labels={toastLabels} />
    </>,
  );
  return { user, form: container.querySelector('form')!, input: screen.getByLabelText(/processing statement/) };
}

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

describe('ContactForm with the statement field', () => {
  it('is a multipart form whose file input works without JavaScript, labelled with the limits', () => {
    const { form, input } = setup();
    expect(form).toHaveAttribute('enctype', 'multipart/form-data');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('name', 'files');
    expect(input).toHaveAttribute('multiple');
    expect(input).toHaveAccessibleDescription(/up to 2 files/);
  });

  it('lists chosen files with their size, removes one, and refuses the wrong type, a file too big and one too many at the field', async () => {
    const { user, input } = setup();
    await user.upload(input, [file('statement.pdf', 500, 'application/pdf'), file('notes.txt', 10, 'text/plain')]);
    expect(screen.getByText('statement.pdf')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('"notes.txt" is not a PDF or a photo');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, [file('huge.jpg', 2048, 'image/jpeg')]);
    expect(screen.getByRole('alert')).toHaveTextContent('"huge.jpg" is larger than');

    await user.upload(input, [file('page2.png', 500, 'image/png'), file('page3.png', 100, 'image/png')]);
    expect(screen.getByText('page2.png')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You can send at most 2 files.');

    await user.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(screen.queryByText('statement.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('page2.png')).toBeInTheDocument();
  });

  it('sends the files with the enquiry as one multipart post with a progress bar, and shows a refusal at the field', async () => {
    // jsdom's XMLHttpRequest would go to the network: a stand-in that reports progress, then answers.
    const sent: { body?: FormData; headers: Record<string, string> } = { headers: {} };
    let finish: () => void = () => undefined;
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      upload = new EventTarget();
      private events = new EventTarget();
      open() {}
      setRequestHeader(name: string, value: string) {
        sent.headers[name.toLowerCase()] = value;
      }
      addEventListener(type: string, listener: EventListener) {
        this.events.addEventListener(type, listener);
      }
      send(body: FormData) {
        sent.body = body;
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 40, total: 100 }),
        );
        finish = () => {
          this.status = 415;
          this.responseText = JSON.stringify({
            error: '"statement.pdf" was not accepted: its content is a web page or markup.',
          });
          this.events.dispatchEvent(new Event('load'));
        };
      }
    }
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
    try {
      const { user, input } = setup();
      await user.type(screen.getByLabelText(/^Name/), 'Ana Ruiz');
      await user.type(screen.getByLabelText(/^Email/), 'ana@example.com');
      await user.type(screen.getByLabelText(/^Message/), 'Here is our October statement.');
      await user.upload(input, [file('statement.pdf', 500, 'application/pdf')]);
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      const bar = await screen.findByRole('progressbar', { name: 'Uploading your files: 40%' });
      expect(bar).toHaveAttribute('value', '40');
      expect(fetchMock).not.toHaveBeenCalled();
      const body = sent.body!;
      expect(body).toBeInstanceOf(FormData);
      expect(body.get('name')).toBe('Ana Ruiz');
      expect((body.getAll('files')[0] as File).name).toBe('statement.pdf');
      expect(sent.headers['content-type']).toBeUndefined();
      expect(sent.headers['idempotency-key']).toBeTruthy();
      act(() => finish());
      expect(await screen.findAllByText(/"statement\.pdf" was not accepted/)).not.toHaveLength(0);
      expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
      // The values and the file stay for another try.
      expect(screen.getByText('statement.pdf')).toBeInTheDocument();
    } finally {
      window.XMLHttpRequest = original;
    }
  });
});
