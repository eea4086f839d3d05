"""A phone syncing reminders with Larder, played by the `caldav` library (the client DAVx5-style
apps and scripts use). One command per run; the answer is JSON on the last line.

    caldav_phone.py URL USER PASSWORD COMMAND [ARGS...]

Commands: calendars | make NAME | add LIST SUMMARY [DUE-YYYY-MM-DD] [CATEGORY...] |
todos LIST | edit LIST UID SUMMARY | complete LIST UID | delete LIST UID | sync LIST TOKEN
"""
import datetime
import json
import sys

import caldav
from caldav.lib import error


def calendar(principal, name):
    for found in principal.calendars():
        if found.get_display_name() == name:
            return found
    raise SystemExit(f"no list named {name!r}")


def todo_by_uid(cal, uid):
    for todo in cal.todos(include_completed=True):
        if str(todo.icalendar_component.get("uid")) == uid:
            return todo
    raise SystemExit(f"no reminder with UID {uid!r}")


def describe(todo):
    component = todo.icalendar_component
    due = component.get("due")
    return {
        "url": str(todo.url),
        "uid": str(component.get("uid")),
        "summary": str(component.get("summary", "")),
        "status": str(component.get("status", "")),
        "categories": [str(c) for group in ([component.get("categories")] if component.get("categories") else []) for c in
                       (group.cats if hasattr(group, "cats") else [group])],
        "due": due.dt.isoformat() if due else None,
        "xProperties": {key: str(value) for key, value in component.items() if key.startswith("X-")},
    }


def main():
    url, user, password, command, *args = sys.argv[1:]
    # The suite runs six tests at once on two cores; a slow answer there is not what is tested.
    client = caldav.DAVClient(url=url, username=user, password=password, timeout=120)
    principal = client.principal()
    if command == "calendars":
        answer = [{"name": c.get_display_name(), "url": str(c.url)} for c in principal.calendars()]
    elif command == "make":
        made = principal.make_calendar(name=args[0], supported_calendar_component_set=["VTODO"])
        answer = {"url": str(made.url)}
    elif command == "add":
        cal = calendar(principal, args[0])
        fields = {"summary": args[1]}
        if len(args) > 2 and args[2]:
            fields["due"] = datetime.date.fromisoformat(args[2])
        if len(args) > 3:
            fields["categories"] = args[3:]
        todo = cal.save_todo(**fields)
        # Something Larder does not model, which must come back unchanged.
        todo.icalendar_component.add("x-phone-colour", "teal")
        todo.save()
        answer = describe(cal.todo_by_uid(str(todo.icalendar_component.get("uid"))))
    elif command == "todos":
        answer = [describe(t) for t in calendar(principal, args[0]).todos(include_completed=True, sort_keys=("summary",))]
    elif command == "edit":
        todo = todo_by_uid(calendar(principal, args[0]), args[1])
        todo.icalendar_component["summary"] = args[2]
        todo.save()
        answer = describe(todo)
    elif command == "complete":
        todo = todo_by_uid(calendar(principal, args[0]), args[1])
        todo.complete()
        answer = describe(todo)
    elif command == "delete":
        todo_by_uid(calendar(principal, args[0]), args[1]).delete()
        answer = {"deleted": args[1]}
    elif command == "sync":
        cal = calendar(principal, args[0])
        result = cal.objects_by_sync_token(sync_token=args[1] or None, load_objects=False)
        changed, removed = [], []
        for item in result:
            try:
                item.load()
                changed.append(describe(item))
            except error.NotFoundError:
                removed.append(str(item.url))
        answer = {"token": result.sync_token, "changed": changed, "removed": removed}
    else:
        raise SystemExit(f"unknown command {command}")
    print(json.dumps(answer))


if __name__ == "__main__":
    main()
