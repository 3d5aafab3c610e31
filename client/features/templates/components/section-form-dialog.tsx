import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { sectionBody, type TemplateSectionDto } from '@common/templates';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useCreateSection } from '@/features/templates/api/create-section';
import { useUpdateSection } from '@/features/templates/api/update-section';
import { controlProps, FormField } from '@/features/templates/components/form-field';
import { fieldErrors } from '@/features/templates/lib/field-errors';
import { serverMessage } from '@/lib/api-client';

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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateSection();
  const update = useUpdateSection();
  const pending = create.isPending || update.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = sectionBody.safeParse({ name, description });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    const done = (message: string) => () => {
      toast({ title: 'Success', description: message });
      onDone();
    };
    const failed = (title: string) => (error: Error) =>
      toast({ variant: 'destructive', title, description: serverMessage(error, 'Please try again.') });
    if (section) {
      update.mutate(
        { id: section.id, ...parsed.data },
        { onSuccess: done('Section updated successfully'), onError: failed('Failed to update section') },
      );
    } else {
      create.mutate(parsed.data, {
        onSuccess: done('Section created successfully'),
        onError: failed('Failed to create section'),
      });
    }
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
