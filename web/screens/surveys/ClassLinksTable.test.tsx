import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { resetUser } from '../../auth/userStore';
import { renderScreen } from '../../test/renderScreen';
import { signInSchoolAdmin } from '../../test/schoolTestKit';
import { ClassLinksTable } from './ClassLinksTable';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const link = {
  poll_id: 1,
  class_id: 2,
  class_name: 'Koris',
  expected: 10,
  finished: 3,
  url_token: 'abc',
  codes: 0,
  codes_used: 0,
};
const detail = en.survey_periods.detail;

describe("a period's class links", () => {
  it('say group for an organisation with list.eu_change_name_class_to_groups, class without it', async () => {
    await signInSchoolAdmin({ 'list.eu_change_name_class_to_groups': true }, {});
    const first = renderScreen(
      <ClassLinksTable classes={[link]} canMakeCodes={false} onMakeCodes={() => {}} />,
    );
    expect(await screen.findByRole('columnheader', { name: detail.class_groups })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: detail.class_link_groups })).toBeInTheDocument();
    first.unmount();
    resetUser();

    await signInSchoolAdmin({}, {});
    renderScreen(<ClassLinksTable classes={[link]} canMakeCodes={false} onMakeCodes={() => {}} />);
    expect(await screen.findByRole('columnheader', { name: detail.class })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: detail.class_groups })).not.toBeInTheDocument();
  });
});
