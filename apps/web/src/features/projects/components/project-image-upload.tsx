import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { es } from '@tu360/domain';
import { useState } from 'react';
import { ImageField } from '../../../components/ui/image-field.tsx';
import type { ImageInput } from '../api/save-project-image.ts';

const T = es.project.images;

/** Adds an image: file, label, text and main flag; it goes to the end of the list. */
export function ProjectImageUpload(props: {
  nextOrder: number;
  pending: boolean;
  onAdd: (input: ImageInput) => Promise<boolean>;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [label, setLabel] = useState('');
  const [text, setText] = useState('');
  const [isMain, setIsMain] = useState(false);
  const add = async () => {
    if (!file) return;
    // Without a choice the server makes the first image the main one.
    const ok = await props.onAdd({
      file,
      name: file.name,
      label,
      text,
      isMain: isMain || undefined,
      order: props.nextOrder,
    });
    if (ok) {
      setFile(null);
      setLabel('');
      setText('');
      setIsMain(false);
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="image-upload-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id="image-upload-title" component="h3" sx={{ fontWeight: 700, mb: 2 }}>
        {T.addTitle}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '200px 1fr' } }}>
        <ImageField label={T.file} current={null} file={file} onChange={setFile} />
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <TextField
            label={T.label}
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 150 } }}
          />
          <TextField
            label={T.text}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <FormControlLabel
            label={T.isMain}
            control={<Checkbox checked={isMain} onChange={(e) => setIsMain(e.target.checked)} />}
          />
          <Box>
            <Button variant="contained" onClick={add} disabled={!file || props.pending}>
              {T.add}
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
