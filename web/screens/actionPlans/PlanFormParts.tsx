import { Alert, Button, Group, Textarea, TextInput } from '@mantine/core';
import { errorText } from '../../api/apiError';
import { useTranslation } from '../../i18n/useTranslation';

/** A plan's title and description, as the new-plan form and the plan's edit modal ask for them. */
export function PlanTextFields({
  title,
  onTitleChange,
  description,
  onDescriptionChange,
  descriptionHelp,
}: {
  title: string;
  onTitleChange: (title: string) => void;
  description: string;
  onDescriptionChange: (description: string) => void;
  descriptionHelp?: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextInput
        label={t('actionPlans.new.plan_title')}
        value={title}
        onChange={(e) => onTitleChange(e.currentTarget.value)}
        required
        maxLength={200}
      />
      <Textarea
        label={t('actionPlans.new.description')}
        description={descriptionHelp}
        value={description}
        onChange={(e) => onDescriptionChange(e.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={5000}
      />
    </>
  );
}

/** The end of an edit modal's form: the save's error, then Cancel and Save. */
export function ModalFormFooter({
  save,
  onCancel,
  saveDisabled,
}: {
  save: { isError: boolean; error: unknown; isPending: boolean };
  onCancel: () => void;
  saveDisabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {save.isError && <Alert color="red">{errorText(save.error)}</Alert>}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={save.isPending} disabled={saveDisabled}>
          {t('common.save')}
        </Button>
      </Group>
    </>
  );
}
