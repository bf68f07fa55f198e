import { Textarea } from '@mantine/core';

type TProps = { value: string; readOnly: boolean; phone: boolean; onChange: (title: string) => void; onEnter?: () => void };

/**
 * The doc's title box: it wraps and grows with a long title instead of cutting it off (a one-line
 * input hides the end, on phones most of it). A title is one line: Enter leaves the box (to the
 * text) and pasted line breaks become spaces.
 */
export function TitleField({ value, readOnly, phone, onChange, onEnter }: TProps) {
  return (
    <Textarea
      className="lf-screen-only"
      aria-label="Title"
      placeholder="Title"
      variant="unstyled"
      size="xl"
      autosize
      minRows={1}
      styles={{ input: { fontWeight: 700, fontSize: phone ? 24 : 30, lineHeight: 1.25, overflowWrap: 'anywhere' } }}
      value={value}
      readOnly={readOnly}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\s*[\r\n]+\s*/g, ' '))}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        onEnter?.();
      }}
    />
  );
}
