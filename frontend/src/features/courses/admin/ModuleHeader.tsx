import { EditOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import type { CourseModuleAdmin } from './api';
import { useDeleteCourseModuleMutation, useRenameCourseModuleMutation } from './api';
import { builderAction } from './builder-action';
import { ConfirmAction } from './ConfirmAction';
import { OneFieldForm } from './OneFieldForm';

// A module's title with Rename (the title becomes a field) and Delete (which asks first, saying
// how many lessons go with it).
export function ModuleHeader({ module }: { module: CourseModuleAdmin }) {
  const [renaming, setRenaming] = useState(false);
  const [rename] = useRenameCourseModuleMutation();
  const [remove] = useDeleteCourseModuleMutation();
  const count = module.lessons.length;

  const saveName = async (title: string) => {
    const saved = await builderAction(() => rename({ moduleId: module.id, courseTitleDto: { title } }).unwrap(), {
      failed: 'Rename Failed',
    });
    if (saved) setRenaming(false);
    return saved;
  };

  return (
    <div className="course-module__header">
      {renaming ? (
        <OneFieldForm
          label="Module title"
          button="Save"
          initial={module.title}
          onCancel={() => setRenaming(false)}
          onSubmit={saveName}
        />
      ) : (
        <>
          <h3 className="course-module__title">{module.title}</h3>
          <Button
            size="small"
            icon={<EditOutlined aria-hidden />}
            aria-label={`Rename ${module.title}`}
            onClick={() => setRenaming(true)}
          />
          <ConfirmAction
            title={`Delete the module “${module.title}”?`}
            description={
              count
                ? `Its ${count === 1 ? 'lesson goes' : `${count} lessons go`} too, with their videos and files.`
                : undefined
            }
            okText="Delete"
            ariaLabel={`Delete ${module.title}`}
            small
            action={() => remove({ moduleId: module.id }).unwrap()}
            done="Module Deleted"
            failed="Delete Failed"
          />
        </>
      )}
    </div>
  );
}
