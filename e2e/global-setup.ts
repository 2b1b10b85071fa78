import { startMailSink } from './support/mail-sink';

/** Starts the SMTP mailbox the server under test delivers to; stops it afterwards. */
export default async function globalSetup() {
  const stop = await startMailSink();
  return async () => {
    await stop();
  };
}
