import {
  addEvidenceRow,
  MAX_EVIDENCE_LINKS,
  playerReportSchema,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  removeEvidenceRow,
} from '@shared/forms/player-report';
import { Plus, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { FieldError } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { optionsOf, SelectField, TextAreaField, TextField } from './form-fields';
import { FormPage, SubmitButton } from './form-page';
import { useSubmitForm } from './use-submit-form';
import { fieldId, useZodForm } from './use-zod-form';

const EMPTY = { reported_username: '', report_type: '', description: '', evidence_links: [''] };

function PlayerReportForm() {
  const form = useZodForm(playerReportSchema, EMPTY);
  const { submitting, onSubmit } = useSubmitForm({
    path: '/forms/player-reports',
    validate: form.validate,
    showErrors: form.showErrors,
    success: {
      title: 'Player report submitted!',
      description: 'Thank you for helping keep our community safe.',
    },
    failure: { title: 'Submission failed', description: 'Please try again later.' },
    onSuccess: () => form.reset(),
  });
  const rows = form.values.evidence_links;
  const setRow = (index: number, value: string) =>
    form.set(
      'evidence_links',
      rows.map((r, i) => (i === index ? value : r)),
    );
  return (
    <Card>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <TextField form={form} name="reported_username" label="Player Username" required maxLength={64} />
        <SelectField
          form={form}
          name="report_type"
          label="Report Type"
          required
          placeholder="Select a report type"
          options={optionsOf(REPORT_TYPES, REPORT_TYPE_LABELS)}
        />
        <TextAreaField
          form={form}
          name="description"
          label="Description"
          hint="What happened, when and where?"
          required
          rows={6}
          maxLength={5000}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-fg">Evidence Links</legend>
          <p className="text-xs text-muted">Screenshots or clips (for example Imgur or YouTube). Optional.</p>
          {rows.map((row, index) => {
            const id = fieldId(`evidence_links.${index}`);
            const error = form.errors[`evidence_links.${index}`];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional and have no identity
              <div key={index}>
                <div className="flex gap-2">
                  <Input
                    id={id}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    aria-label={`Evidence link ${index + 1}`}
                    value={row}
                    maxLength={500}
                    onChange={(e) => setRow(index, e.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  <Button
                    variant="secondary"
                    size="icon"
                    aria-label={`Remove evidence link ${index + 1}`}
                    onClick={() => form.set('evidence_links', removeEvidenceRow(rows, index))}
                  >
                    <X className="h-4 w-4" aria-hidden="true" />
                  </Button>
                </div>
                <FieldError id={`${id}-error`} message={error} />
              </div>
            );
          })}
          <FieldError id={`${fieldId('evidence_links')}-error`} message={form.errors.evidence_links} />
          <Button
            variant="ghost"
            size="sm"
            disabled={rows.length >= MAX_EVIDENCE_LINKS}
            onClick={() => form.set('evidence_links', addEvidenceRow(rows))}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            Add Another Link
          </Button>
        </fieldset>
        <SubmitButton busy={submitting}>Submit Report</SubmitButton>
      </form>
    </Card>
  );
}

export default function ReportPlayersPage() {
  return (
    <FormPage
      eyebrow="Moderation"
      title="Report Player"
      intro={<p>Reports are confidential. Staff review every report and act on what the evidence shows.</p>}
      signInMessage="Please sign in with Discord to report a player."
    >
      {() => <PlayerReportForm />}
    </FormPage>
  );
}
