import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { sectionBody, type TemplateSectionDto } from '@common/templates';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateSection } from '@/features/templates/api/create-section';
import { useUpdateSection } from '@/features/templates/api/update-section';
import { controlProps, FormField } from '@/features/templates/components/form-field';
import { useLibraryForm } from '@/features/templates/hooks/use-library-form';

type SectionFormDialogProps = {
  /** The section to edit; without it the dialog creates a new one. */
  section?: TemplateSectionDto;
  /** The button that opens the dialog. */
  children: ReactNode;
};

/** 'New Section' (name required, description) or the same form prefilled to edit a section. */
export function SectionFormDialog({ section, children }: SectionFormDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent aria-describedby={undefined}>
        <SectionForm section={section} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function SectionForm({ section, onDone }: { section?: TemplateSectionDto; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(section?.name ?? '');
  const [description, setDescription] = useState(section?.description ?? '');
  const { errors, pending, submit } = useLibraryForm({
    schema: sectionBody,
    create: useCreateSection(),
    update: useUpdateSection(),
    existingId: section?.id,
    noun: 'Section',
    onDone,
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    submit({ name, description });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{section ? 'Edit Section' : 'New Section'}</DialogTitle>
      </DialogHeader>
      <FormField id={`${id}-name`} label="Name" required error={errors.name}>
        <Input
          {...controlProps(`${id}-name`, errors.name, true)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          disabled={pending}
        />
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description}>
        <Textarea
          {...controlProps(`${id}-description`, errors.description)}
          rows={3}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          disabled={pending}
        />
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && <Spinner aria-hidden="true" />}
          {section ? 'Save Changes' : 'Create Section'}
        </Button>
      </DialogFooter>
    </form>
  );
}
