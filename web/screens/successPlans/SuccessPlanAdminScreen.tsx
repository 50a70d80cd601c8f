import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Select,
  Stack,
  Switch,
  Tabs,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Localized } from '../../../common/survey/content';
import { errorText } from '../../api/apiError';
import { notice } from '../../components/notices';
import { type SuccessPlanInput, useAdminSuccessPlan, useSaveSuccessPlan } from '../../queries/successPlans';
import { successPlanAdminPath, successPlansAdminPath } from './successPlanPaths';

const languages = ['en', 'lv', 'ru'] as const;
/** The texts written once per language; a field with `minRows` is a multi-line text. */
const textFields = [
  { field: 'title', label: 'successPlans.admin.entry_title' },
  { field: 'why', label: 'successPlans.admin.why', minRows: 3 },
  { field: 'steps', label: 'successPlans.admin.steps', minRows: 5 },
  { field: 'time_needed', label: 'successPlans.admin.time_needed' },
] as const;

const empty: SuccessPlanInput = {
  focus_kind: 'pillar',
  focus_ref: '',
  title: {},
  why: {},
  steps: {},
  time_needed: {},
  sources: [],
};

/** Sources are edited one per line: "title | https://address" (the address may be left out). */
const sourcesToText = (sources: SuccessPlanInput['sources']) =>
  sources.map((source) => (source.url ? `${source.title} | ${source.url}` : source.title)).join('\n');
const textToSources = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [title, url] = line.split(' | ');
      return { title: title.trim(), url: url?.trim() || null };
    });

/** Spec §2 /admin/success-plans/{id} (super-admin): one library entry in en, lv and ru. */
export function SuccessPlanAdminScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = 'new' } = useParams<{ id: string }>();
  const planId = id === 'new' ? null : Number(id);
  const existing = useAdminSuccessPlan(planId);
  const save = useSaveSuccessPlan(planId);
  const [form, setForm] = useState<SuccessPlanInput>(empty);
  const [sources, setSources] = useState('');
  const [archived, setArchived] = useState(false);

  useEffect(() => {
    if (!existing.data) return;
    const { id: _id, archived: isArchived, updated_at: _at, ...fields } = existing.data;
    setForm(fields);
    setSources(sourcesToText(fields.sources));
    setArchived(isArchived);
  }, [existing.data]);

  const setText = (field: (typeof textFields)[number]['field'], language: string, value: string) =>
    setForm({ ...form, [field]: { ...(form[field] as Localized), [language]: value } });

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const saved = await save.mutateAsync({
      ...form,
      sources: textToSources(sources),
      ...(planId === null ? {} : { archived }),
    });
    notice.info(t('successPlans.admin.saved'));
    if (planId === null) navigate(successPlanAdminPath(saved.id));
  };

  if (existing.isError) return <Alert color="red">{errorText(existing.error)}</Alert>;
  return (
    <Container size="md" py="xl">
      <Anchor component={Link} to={successPlansAdminPath} size="sm">
        ← {t('successPlans.admin.title')}
      </Anchor>
      <Title order={1} my="md">
        {planId === null ? t('successPlans.admin.new') : t('successPlans.admin.edit')}
      </Title>
      <form onSubmit={handleSubmit}>
        <Stack gap="sm">
          <Group grow>
            <Select
              label={t('successPlans.admin.kind')}
              data={(['pillar', 'question'] as const).map((value) => ({
                value,
                label: t(`successPlans.kind.${value}`),
              }))}
              value={form.focus_kind}
              onChange={(value) =>
                value && setForm({ ...form, focus_kind: value as SuccessPlanInput['focus_kind'] })
              }
              allowDeselect={false}
            />
            <TextInput
              label={t('successPlans.admin.focus_ref')}
              description={t('successPlans.admin.focus_ref_help')}
              value={form.focus_ref}
              onChange={(e) => setForm({ ...form, focus_ref: e.currentTarget.value })}
              required
            />
          </Group>
          <Tabs defaultValue="en">
            <Tabs.List>
              {languages.map((language) => (
                <Tabs.Tab key={language} value={language}>
                  {language.toUpperCase()}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {languages.map((language) => (
              <Tabs.Panel key={language} value={language} pt="sm">
                <Stack gap="sm">
                  {textFields.map((text) => {
                    const props = {
                      label: t(text.label),
                      value: form[text.field][language] ?? '',
                      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                        setText(text.field, language, e.currentTarget.value),
                    };
                    return 'minRows' in text ? (
                      <Textarea key={text.field} {...props} autosize minRows={text.minRows} />
                    ) : (
                      <TextInput key={text.field} {...props} />
                    );
                  })}
                </Stack>
              </Tabs.Panel>
            ))}
          </Tabs>
          <Textarea
            label={t('successPlans.admin.sources')}
            description={t('successPlans.admin.sources_help')}
            value={sources}
            onChange={(e) => setSources(e.currentTarget.value)}
            autosize
            minRows={3}
          />
          {planId !== null && (
            <Switch
              label={t('successPlans.admin.archived_switch')}
              checked={archived}
              onChange={(e) => setArchived(e.currentTarget.checked)}
            />
          )}
          {save.isError && <Alert color="red">{errorText(save.error)}</Alert>}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
