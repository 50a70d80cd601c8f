import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetUser } from '../../auth/userStore';
import { school, signInSchoolAdmin } from '../../test/schoolTestKit';
import { ok, renderAt } from '../../test/screenTestKit';
import { OrganizationAccessCard } from './OrganizationAccessCard';

afterEach(() => {
  resetUser();
  vi.unstubAllGlobals();
});

const path = `school/${school.id}/organization-access`;
const access = (granted: boolean) =>
  ok({
    school_id: school.id,
    organization_id: 1,
    organization_name: 'Demo Municipality',
    organization_manages_roster: granted,
  });
const rosterSwitch = () =>
  screen.findByRole('switch', { name: /Let Demo Municipality also change our classes/ });

describe('OrganizationAccessCard', () => {
  it("lets the school's admin give the organisation its roster and says so", async () => {
    const api = await signInSchoolAdmin(
      { manage_admins: true },
      { [`GET ${path}`]: access(false), [`PUT ${path}`]: access(true) },
    );
    const user = userEvent.setup();
    renderAt(<OrganizationAccessCard schoolId={school.id} canChange />, '/school/users');
    const toggle = await rosterSwitch();
    expect(toggle).not.toBeChecked();
    expect(screen.getByText(/Demo Municipality always sees everything of this school/)).toBeInTheDocument();
    await user.click(toggle);
    expect(
      await screen.findByText("Demo Municipality may now change the school's roster"),
    ).toBeInTheDocument();
    expect(api.callsTo('PUT', path)[0].body).toEqual({ organization_manages_roster: true });
    expect(await rosterSwitch()).toBeChecked();
  });

  it('shows the organisation what the school decided without letting it change it', async () => {
    const api = await signInSchoolAdmin({ manage_admins: true }, { [`GET ${path}`]: access(true) });
    renderAt(<OrganizationAccessCard schoolId={school.id} canChange={false} />, '/school/users');
    const toggle = await rosterSwitch();
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByText("The school's own admins decide this.")).toBeInTheDocument();
    expect(api.callsTo('PUT', path)).toEqual([]);
  });
});
