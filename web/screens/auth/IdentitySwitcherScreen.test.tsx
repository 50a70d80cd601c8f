import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { ok, renderAt, stubApi } from '../../test/screenTestKit';
import { IdentitySwitcherScreen } from './IdentitySwitcherScreen';

afterEach(() => vi.unstubAllGlobals());

const school = { id: 2, name: 'Demo Secondary School', type: 'school', slug: 'demo-school' };
const student = { id: 11, type: 'student', organization: school, current: true };
const admin = {
  id: 12,
  type: 'school_admin',
  organization: { ...school, id: 3, name: 'Demo Primary' },
  current: false,
};

describe('/users/identity', () => {
  it('offers to switch to each other role', async () => {
    stubApi({ 'GET user/identities': ok([student, admin]) });
    renderAt(<IdentitySwitcherScreen />, '/users/identity');
    expect(await screen.findByText(en.identity.intro)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: en.identity.switch })).toBeInTheDocument();
  });

  it('says so when there is only one role, instead of speaking of several', async () => {
    stubApi({ 'GET user/identities': ok([student]) });
    renderAt(<IdentitySwitcherScreen />, '/users/identity');
    expect(await screen.findByText(en.identity.single)).toBeInTheDocument();
    expect(screen.queryByText(en.identity.intro)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: en.identity.switch })).not.toBeInTheDocument();
  });
});
