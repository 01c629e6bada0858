import { Input } from '@mantine/core';
import { Link, RichTextEditor as Editor, type RichTextEditorLabels } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import '@mantine/tiptap/styles.css';

/** German names of the toolbar's buttons (screen readers and tooltips). */
const LABELS: Partial<RichTextEditorLabels> = {
  boldControlLabel: 'Fett',
  italicControlLabel: 'Kursiv',
  strikeControlLabel: 'Durchgestrichen',
  codeControlLabel: 'Code',
  codeBlockControlLabel: 'Codeblock',
  clearFormattingControlLabel: 'Formatierung entfernen',
  h1ControlLabel: 'Überschrift 1',
  h2ControlLabel: 'Überschrift 2',
  h3ControlLabel: 'Überschrift 3',
  h4ControlLabel: 'Überschrift 4',
  h5ControlLabel: 'Überschrift 5',
  h6ControlLabel: 'Überschrift 6',
  bulletListControlLabel: 'Aufzählung',
  orderedListControlLabel: 'Nummerierte Liste',
  blockquoteControlLabel: 'Zitat',
  hrControlLabel: 'Trennlinie',
  linkControlLabel: 'Link einfügen',
  unlinkControlLabel: 'Link entfernen',
  undoControlLabel: 'Rückgängig',
  redoControlLabel: 'Wiederholen',
  linkEditorInputLabel: 'Link-Adresse',
  linkEditorInputPlaceholder: 'https://beispiel.de',
  linkEditorExternalLink: 'In neuem Tab öffnen',
  linkEditorInternalLink: 'Im selben Tab öffnen',
  linkEditorSave: 'Übernehmen',
};

interface RichTextEditorProps {
  label: string;
  required?: boolean;
  /** HTML; read when the editor is created (give the field a key to load another value). */
  value: string;
  onChange: (html: string) => void;
  error?: string;
}

/**
 * Rich text with headings 1–6, lists, code, links, quotes, undo and redo (spec 001 §5). The
 * server keeps only allowed tags (lib/rich-text.ts), so what is pasted cannot run scripts.
 */
export function RichTextEditor({ label, required, value, onChange, error }: RichTextEditorProps) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <Editor editor={editor} labels={LABELS} mt={4}>
        <Editor.Toolbar>
          <Editor.ControlsGroup>
            <Editor.Bold />
            <Editor.Italic />
            <Editor.Strikethrough />
            <Editor.Code />
            <Editor.ClearFormatting />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.H1 />
            <Editor.H2 />
            <Editor.H3 />
            <Editor.H4 />
            <Editor.H5 />
            <Editor.H6 />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.BulletList />
            <Editor.OrderedList />
            <Editor.Blockquote />
            <Editor.CodeBlock />
            <Editor.Hr />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Link />
            <Editor.Unlink />
          </Editor.ControlsGroup>
          <Editor.ControlsGroup>
            <Editor.Undo />
            <Editor.Redo />
          </Editor.ControlsGroup>
        </Editor.Toolbar>
        <Editor.Content />
      </Editor>
    </Input.Wrapper>
  );
}
