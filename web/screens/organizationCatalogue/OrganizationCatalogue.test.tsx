import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en.json';
import { failure, fieldLabel, ok, renderAt, stubApi } from '../../test/screenTestKit';
import { FiscalYearEditScreen } from './FiscalYearEditScreen';
import { FiscalYearsScreen } from './FiscalYearsScreen';
import { OrganizationTagsScreen } from './OrganizationTagsScreen';

afterEach(() => vi.unstubAllGlobals());

const texts = en.catalogue;

describe('organisation catalogue screens', () => {
  it('lists the tags with how many organisations carry each', async () => {
    stubApi({
      'GET admin/organization-tags': ok([{ id: 3, name: { en: 'Pilot 2026' }, organization_count: 12 }]),
    });
    renderAt(<OrganizationTagsScreen />, '/admin/organization-tags/:id', '/admin/organization-tags/all');
    expect(await screen.findByRole('link', { name: 'Pilot 2026' })).toHaveAttribute(
      'href',
      '/admin/organization-tags/3',
    );
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it("lists an organisation's school years with the way back to the organisation", async () => {
    stubApi({
      'GET admin/organizations/5/fiscal-years': ok({
        organization: { id: 5, name: 'Demo Secondary School' },
        fiscal_years: [
          { id: 9, organization_id: 5, name: '2025/26', starts_on: '2025-09-01', ends_on: '2026-08-31' },
        ],
      }),
    });
    renderAt(<FiscalYearsScreen />, '/admin/fiscal-years/:org_id', '/admin/fiscal-years/5');
    expect(await screen.findByRole('link', { name: '2025/26' })).toHaveAttribute(
      'href',
      '/admin/fiscal-years-edit/9',
    );
    expect(screen.getByRole('link', { name: '← Demo Secondary School' })).toHaveAttribute(
      'href',
      '/admin/organization/5',
    );
  });

  it('shows an overlapping school year under its field', async () => {
    const message = 'starts_on: overlaps the school year 2026/27 (2026-09-01 – 2027-08-31)';
    stubApi({
      'POST admin/organizations/5/fiscal-years': failure(422, 'validation_failed', message, [message]),
    });
    renderAt(
      <FiscalYearEditScreen />,
      '/admin/fiscal-years-edit/:fiscal_year_id',
      '/admin/fiscal-years-edit/new?organization=5',
    );
    await userEvent.type(await screen.findByLabelText(fieldLabel(texts.name)), '2027');
    await userEvent.type(screen.getByLabelText(fieldLabel(texts.fiscal_years.starts_on)), '2027-01-01');
    await userEvent.type(screen.getByLabelText(fieldLabel(texts.fiscal_years.ends_on)), '2027-12-31');
    await userEvent.click(screen.getByRole('button', { name: en.common.save }));
    expect(await screen.findByText(/overlaps the school year 2026\/27/)).toBeInTheDocument();
  });
});
