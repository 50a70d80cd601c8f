import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { idParam } from '../../routing/adminPaths';
import { CampaignDetailView } from './CampaignDetailView';
import { CampaignListView } from './CampaignListView';
import { campaignTab } from './invitationPaths';

/** /admin/invitation-manager/{id}/{tab?}: one campaign's tabs, or the list of campaigns. */
export function InvitationManagerScreen() {
  const params = useParams();
  const id = idParam(params.id);
  return (
    <Container size="lg" py="xl">
      {id === null ? <CampaignListView /> : <CampaignDetailView id={id} tab={campaignTab(params.tab)} />}
    </Container>
  );
}
