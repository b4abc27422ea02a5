import { useId } from 'react';
import type { ReactNode } from 'react';
import type * as z from 'zod';
import Button from 'antd-mobile/es/components/button';
import { useTranslation } from '../../../i18n/use-translation';
import { PasswordField } from '../../../components/password-field';
import { InputField } from '../../components/input-field';
import { SelectField } from '../../components/select-field';
import { FormError } from '../../components/form-error';
import { useOptions } from '../../lib/options';
import type { FieldSpec } from './fields';
import { useConsoleForm } from './use-console-form';
import type { ConsoleFormOptions } from './use-console-form';

type Form<N extends string> = ReturnType<typeof useConsoleForm<N, z.ZodType>>;

/** One declared field as its control, with its message and hint. */
export function ConsoleField<N extends string>({
  field,
  form,
  readOnly,
}: {
  field: FieldSpec<N>;
  form: Pick<Form<N>, 'values' | 'set' | 'errors'>;
  readOnly?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const { fromEnum } = useOptions();
  const common = {
    name: field.name,
    label: t(field.label),
    value: form.values[field.name],
    onChange: (value: string) => form.set(field.name, value),
    error: form.errors[field.path ?? field.name],
    disabled: field.disabled ?? readOnly,
  };
  if (field.kind === 'enum' || field.kind === 'reference') {
    const options =
      typeof field.options === 'function'
        ? field.options(form.values)
        : (field.options ?? (field.enumName ? fromEnum(field.enumName) : []));
    const emptyLabel = field.emptyLabel === undefined ? undefined : t(field.emptyLabel);
    return <SelectField {...common} options={options} emptyLabel={emptyLabel} />;
  }
  if (field.kind === 'password') {
    const error = common.error === undefined ? undefined : { key: common.error, params: {} };
    return (
      <PasswordField
        {...common}
        error={error}
        autoComplete="new-password"
        required={field.required ?? false}
        maxLength={field.maxLength}
        placeholder={field.placeholder === undefined ? undefined : t(field.placeholder)}
      />
    );
  }
  const type = field.kind === 'date' || field.kind === 'email' ? field.kind : 'text';
  return (
    <InputField
      {...common}
      type={type}
      multiline={field.kind === 'multiline'}
      required={field.required}
      maxLength={field.maxLength}
      hint={field.hint === undefined ? undefined : t(field.hint)}
    />
  );
}

/** A form that is a screen's card: its heading (h2) and that heading's id. */
export interface FormCard {
  /** The heading's id, which labels the form (tests and links name the form by it). */
  id: string;
  title: string;
}

/**
 * Where the form stands: `card`, a screen's card headed by its title; `title` alone, a panel inside
 * a screen (an h3); neither, bare (inside a titled card or screen of the caller's).
 */
type FormHeading =
  | { card: FormCard; title?: never }
  | {
      card?: undefined;
      /** The panel's heading and the form's accessible name. */
      title?: string;
    };

type ConsoleFormProps<N extends string, S extends z.ZodType, A> = ConsoleFormOptions<N, S, A> &
  FormHeading & {
    /** The submit button's text. */
    submitLabel: string;
    onCancel?: () => void;
    /** Shown, not editable: no actions (a role that may only read). */
    readOnly?: boolean;
    /** Fields in a two-column grid at 1280 px. */
    grid?: boolean;
    /** Content before the fields (a picker), given the form to show and clear its own messages. */
    lead?: (form: Form<N>) => ReactNode;
    /** Content between the fields and the actions (a preview). */
    children?: ReactNode;
    /** Actions beside submit and cancel. */
    extraActions?: ReactNode;
    testId?: string;
  };

/**
 * A console form from a declaration: its fields, the contract's schema, the submit. Checking,
 * server errors on fields, pending, focus and the confirmation step come from useConsoleForm.
 */
export function ConsoleForm<N extends string, S extends z.ZodType, A = unknown>(
  props: ConsoleFormProps<N, S, A>,
) {
  const { t } = useTranslation();
  const form = useConsoleForm(props);
  const panelTitleId = useId();
  const { card, title, submitLabel, onCancel, grid, children, extraActions } = props;
  const titleId = card ? card.id : title ? panelTitleId : undefined;
  const controls = props.fields.map((field) => (
    <ConsoleField key={field.name} field={field} form={form} readOnly={props.readOnly} />
  ));
  return (
    <form
      ref={form.formRef}
      className={card ? 'console-card' : title ? 'form console-panel' : 'form'}
      onSubmit={(event) => void form.submit(event)}
      noValidate
      aria-labelledby={titleId}
      data-testid={props.testId}
    >
      {card && (
        <h2 id={card.id} className="console-card__title">
          {card.title}
        </h2>
      )}
      {!card && title && (
        <h3 id={titleId} className="console-panel__title">
          {title}
        </h3>
      )}
      {props.lead?.(form)}
      {grid ? <div className="console-grid">{controls}</div> : controls}
      {children}
      <FormError>{form.formError}</FormError>
      {!props.readOnly && (
        <div className="console-actions">
          <Button type="submit" color="primary" loading={form.pending} disabled={form.pending}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" onClick={onCancel}>
              {t('pda.common.cancel')}
            </Button>
          )}
          {extraActions}
        </div>
      )}
    </form>
  );
}
