import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { templateBody, type TemplateDto } from '@common/templates';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateTemplate } from '@/features/templates/api/create-template';
import { useUpdateTemplate } from '@/features/templates/api/update-template';
import { controlProps, FormField } from '@/features/templates/components/form-field';
import { useLibraryForm } from '@/features/templates/hooks/use-library-form';

type TemplateFormDialogProps = {
  sectionId: string;
  /** The template to edit; without it the dialog adds a new one to the section. */
  template?: TemplateDto;
  /** The button that opens the dialog. */
  children: ReactNode;
};

/** 'Add Template' (title and content required, description) or the same form prefilled to edit one. */
export function TemplateFormDialog({ sectionId, template, children }: TemplateFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent aria-describedby={undefined} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl">
        <TemplateForm sectionId={sectionId} template={template} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

type TemplateFormProps = { sectionId: string; template?: TemplateDto; onDone: () => void };

function TemplateForm({ sectionId, template, onDone }: TemplateFormProps) {
  const id = useId();
  const [values, setValues] = useState({
    title: template?.title ?? '',
    description: template?.description ?? '',
    content: template?.content ?? '',
  });
  const { errors, pending, submit } = useLibraryForm({
    schema: templateBody,
    create: useCreateTemplate(),
    update: useUpdateTemplate(),
    existingId: template?.id,
    noun: 'Template',
    onDone,
  });
  const field = (name: keyof typeof values, required = false) => ({
    ...controlProps(`${id}-${name}`, errors[name], required),
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    disabled: pending,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit({ sectionId, ...values });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{template ? 'Edit Template' : 'Add Template'}</DialogTitle>
      </DialogHeader>
      <FormField id={`${id}-title`} label="Title" required error={errors.title}>
        <Input {...field('title', true)} />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description}>
        <Textarea {...field('description')} rows={2} className="min-h-16" />
      </FormField>
      <FormField
        id={`${id}-content`}
        label="Content"
        required
        error={errors.content}
        hint="Plain text or HTML (headings, lists, bold, italic): it becomes the new document's content."
      >
        <Textarea {...field('content', true)} rows={10} className="font-mono text-xs md:text-xs" />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && <Spinner aria-hidden="true" />}
          {template ? 'Save Changes' : 'Create Template'}
        </Button>
      </DialogFooter>
    </form>
  );
}
