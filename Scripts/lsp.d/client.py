"""A minimal LSP client over a child process's stdio: frames messages, matches replies to requests,
and keeps the server's notifications. Used by Scripts/bench (edit-to-diagnostics timing) and by hand."""
import json
import os
import select
import subprocess
import time


class Client:
    def __init__(self, command, cwd=None):
        self.process = subprocess.Popen(command, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        self.buffer = b""
        self.next_id = 0
        self.notifications = []

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def request(self, method, params, timeout=60):
        self.next_id += 1
        ident = self.next_id
        self.send({"jsonrpc": "2.0", "id": ident, "method": method, "params": params})
        while True:
            message = self.read(timeout)
            if message is None:
                raise TimeoutError(f"no reply to {method}")
            if message.get("id") == ident and "method" not in message:
                return message

    def read(self, timeout):
        """The next message, or None after `timeout` seconds; notifications are also kept."""
        deadline = time.monotonic() + timeout
        while True:
            message = self._frame()
            if message is not None:
                if "method" in message and "id" not in message:
                    self.notifications.append(message)
                return message
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            ready, _, _ = select.select([self.process.stdout], [], [], left)
            if not ready:
                return None
            chunk = os.read(self.process.stdout.fileno(), 1 << 16)
            if not chunk:
                raise EOFError("the server closed its output")
            self.buffer += chunk

    def wait_for(self, method, timeout=60, where=lambda params: True):
        """The first notification of `method` (already kept or coming) whose params satisfy `where`."""
        deadline = time.monotonic() + timeout
        while True:
            for index, message in enumerate(self.notifications):
                if message["method"] == method and where(message["params"]):
                    return self.notifications.pop(index)["params"]
            left = deadline - time.monotonic()
            if left <= 0 or self.read(left) is None and time.monotonic() >= deadline:
                raise TimeoutError(f"no {method}")

    def _frame(self):
        end = self.buffer.find(b"\r\n\r\n")
        if end < 0:
            return None
        length = None
        for line in self.buffer[:end].split(b"\r\n"):
            name, _, value = line.partition(b":")
            if name.strip().lower() == b"content-length":
                length = int(value.strip())
        if length is None or len(self.buffer) < end + 4 + length:
            return None
        body = self.buffer[end + 4:end + 4 + length]
        self.buffer = self.buffer[end + 4 + length:]
        return json.loads(body)

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        return self.process.wait(timeout=30)
