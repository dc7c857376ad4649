// Runs the fake Discord used by tests as a process, for the browser suite and local development.
import { startFakeDiscord } from '../src/server/test/fake-discord';

const port = Number(process.argv[2] ?? 4174);
const fake = await startFakeDiscord(port);
console.info(`fake Discord on ${fake.url} (client id ${fake.clientId}, secret ${fake.clientSecret})`);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
