export const campaignTabs = ['recipients', 'templates', 'sending'] as const;
export type CampaignTab = (typeof campaignTabs)[number];

/** /admin/invitation-manager/{id}/{tab?} (spec §2); the list is /admin/invitation-manager/all. */
export const invitationPaths = {
  list: '/admin/invitation-manager/all',
  campaign: (id: number, tab?: CampaignTab) =>
    tab ? `/admin/invitation-manager/${id}/${tab}` : `/admin/invitation-manager/${id}`,
};

export function campaignTab(value: string | undefined): CampaignTab {
  return campaignTabs.find((tab) => tab === value) ?? 'recipients';
}
