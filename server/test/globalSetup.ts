import { prepareTemplate } from './testDatabase';

export default async function globalSetup(): Promise<void> {
  await prepareTemplate();
}
