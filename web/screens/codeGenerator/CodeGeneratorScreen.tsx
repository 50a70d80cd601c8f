import {
  Alert,
  Button,
  Card,
  Checkbox,
  Container,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { maxCodesPerClass } from '../../../common/accessCodeCount';
import { pollLanguage } from '../../../common/survey/pollLanguage';
import { errorText } from '../../api/apiError';
import { saveBlob } from '../../api/downloadFile';
import { PeriodPicker } from '../../components/PeriodPicker';
import { useTranslation } from '../../i18n/useTranslation';
import { useCodePeriod, useDownloadSlips, useGenerateCodes } from '../../queries/codeGenerator';
import { useSurveyLanguageNamer } from '../../queries/surveyLanguages';
import { codesCsv } from './codesCsv';

type Target = 'classes' | 'group';

/**
 * /admin/code-generator: access codes in bulk for a period's classes or for one group's members, as PDF
 * slips and CSV. The period is found by its school's name; ?period= opens one directly.
 */
export function CodeGeneratorScreen() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const periodId = Number(params.get('period')) || null;
  const [target, setTarget] = useState<Target>('classes');
  const [chosen, setChosen] = useState<number[]>([]);
  const [groupId, setGroupId] = useState<string | null>(null);
  // Empty: one code per pupil each class expects (defaultCodeCount), as the school's own screens offer.
  const [count, setCount] = useState<number | string>('');
  const period = useCodePeriod(periodId);
  const generate = useGenerateCodes();
  const slips = useDownloadSlips();
  const generated = generate.data;
  const periodLanguages = period.data?.languages ?? [];
  const languageName = useSurveyLanguageNamer(periodLanguages);
  // The slips speak the language the poll opens in (the admin's own when the period has it), unless chosen.
  const [chosenLanguage, setChosenLanguage] = useState<string | null>(null);
  const slipLanguage =
    chosenLanguage && periodLanguages.includes(chosenLanguage)
      ? chosenLanguage
      : pollLanguage(periodLanguages, i18n.language);

  function handlePeriod(id: number | null) {
    generate.reset();
    setChosen([]);
    setGroupId(null);
    setParams(id ? { period: String(id) } : {}, { replace: true });
  }

  function handleGenerate() {
    if (!periodId) return;
    if (target === 'group') {
      if (groupId) generate.mutate({ period_id: periodId, group_id: Number(groupId) });
      return;
    }
    generate.mutate({
      period_id: periodId,
      poll_ids: chosen.length ? chosen : undefined,
      count: count === '' ? undefined : Number(count),
    });
  }

  function handleCsv() {
    if (!generated) return;
    const header: [string, string, string] = [
      t('code_generator.csv.class'),
      t('code_generator.csv.link'),
      t('code_generator.csv.code'),
    ];
    saveBlob(
      new Blob([codesCsv(generated, header)], { type: 'text/csv;charset=utf-8' }),
      `access-codes-${periodId}.csv`,
    );
  }

  function handlePdf() {
    if (!generated || !periodId) return;
    slips.mutate({
      period_id: periodId,
      language: slipLanguage,
      classes: generated.classes.map((klass) => ({ poll_id: klass.poll_id, codes: klass.codes })),
    });
  }

  const toggle = (pollId: number) =>
    setChosen(chosen.includes(pollId) ? chosen.filter((id) => id !== pollId) : [...chosen, pollId]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('code_generator.title')}</Title>
        <Text c="dimmed">{t('code_generator.intro')}</Text>
        <PeriodPicker label={t('code_generator.period')} value={periodId} onChange={handlePeriod} />
        {period.isError && <Alert color="red">{errorText(period.error)}</Alert>}
        {period.data && (
          <Card withBorder>
            <Stack gap="sm">
              <Title order={3}>
                {period.data.title} — {period.data.name}
              </Title>
              {!period.data.classes.length && <Text c="dimmed">{t('code_generator.no_classes')}</Text>}
              <SegmentedControl
                aria-label={t('code_generator.for_what')}
                value={target}
                onChange={(value) => setTarget(value as Target)}
                data={[
                  { value: 'classes', label: t('code_generator.for_classes') },
                  { value: 'group', label: t('code_generator.for_group') },
                ]}
                style={{ alignSelf: 'flex-start' }}
              />
              {target === 'classes' ? (
                <>
                  <Group gap="md" wrap="wrap">
                    {period.data.classes.map((klass) => (
                      <Checkbox
                        key={klass.poll_id}
                        label={`${klass.class_name} (${klass.num_students})`}
                        checked={chosen.includes(klass.poll_id)}
                        onChange={() => toggle(klass.poll_id)}
                      />
                    ))}
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('code_generator.all_when_none')}
                  </Text>
                  <Group align="flex-end">
                    <NumberInput
                      label={t('code_generator.count')}
                      description={t('code_generator.count_default')}
                      placeholder={t('code_generator.count_placeholder')}
                      value={count}
                      onChange={setCount}
                      min={1}
                      max={maxCodesPerClass}
                      allowDecimal={false}
                    />
                    <Button
                      onClick={handleGenerate}
                      loading={generate.isPending}
                      disabled={!period.data.classes.length}
                    >
                      {t('code_generator.generate')}
                    </Button>
                  </Group>
                </>
              ) : period.data.groups.length ? (
                <>
                  <Group align="flex-end">
                    <Select
                      label={t('code_generator.group')}
                      data={period.data.groups.map((group) => ({
                        value: String(group.id),
                        label: t('code_generator.group_option', { name: group.name, count: group.members }),
                      }))}
                      value={groupId}
                      onChange={setGroupId}
                      searchable
                      w={320}
                    />
                    <Button onClick={handleGenerate} loading={generate.isPending} disabled={!groupId}>
                      {t('code_generator.generate')}
                    </Button>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {t('code_generator.group_note')}
                  </Text>
                </>
              ) : (
                <Text c="dimmed">{t('code_generator.no_groups')}</Text>
              )}
              {generate.isError && <Alert color="red">{errorText(generate.error)}</Alert>}
            </Stack>
          </Card>
        )}
        {generated && (
          <Stack gap="sm">
            <Alert color="yellow">{t('code_generator.once')}</Alert>
            <Group align="flex-end">
              {periodLanguages.length > 1 && (
                <Select
                  label={t('code_generator.slip_language')}
                  value={slipLanguage}
                  onChange={setChosenLanguage}
                  data={periodLanguages.map((code) => ({ value: code, label: languageName(code) }))}
                />
              )}
              <Button onClick={handlePdf} loading={slips.isPending}>
                {t('code_generator.pdf')}
              </Button>
              <Button variant="default" onClick={handleCsv}>
                {t('code_generator.csv.download')}
              </Button>
            </Group>
            {slips.isError && <Alert color="red">{errorText(slips.error)}</Alert>}
            <Table striped data-generated-codes>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('code_generator.csv.class')}</Table.Th>
                  <Table.Th>{t('code_generator.csv.code')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {generated.classes.map((klass) => (
                  <Table.Tr key={klass.poll_id}>
                    <Table.Td>{klass.class_name}</Table.Td>
                    <Table.Td style={{ fontFamily: 'monospace' }}>{klass.codes.join('  ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
