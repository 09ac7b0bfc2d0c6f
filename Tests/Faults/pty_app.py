"""A users-tui process on a pseudo-terminal of our own, for what tuiprobe cannot do: send it
signals, resize it many times a second, write raw (invalid UTF-8) bytes. Output is drained by a
thread, so the app never blocks writing, and kept to check how the terminal was left."""
import fcntl
import os
import pty
import signal
import struct
import subprocess
import termios
import threading
import time

ALT_ON, ALT_OFF, CURSOR_OFF, CURSOR_ON = b"\x1b[?1049h", b"\x1b[?1049l", b"\x1b[?25l", b"\x1b[?25h"


class PtyApp:
    """Spawns `binary args` with the pty as its controlling terminal, in a session of its own."""

    def __init__(self, binary, args, env, cols=100, rows=30):
        self.leader, follower = pty.openpty()
        self._set_size(cols, rows)
        self.output = bytearray()
        self.process = subprocess.Popen([str(binary), *args], stdin=follower, stdout=follower, stderr=follower,
                                        env={**env, "TERM": env.get("TERM", "xterm-256color"), "LANG": "C.UTF-8"},
                                        start_new_session=True, preexec_fn=lambda: fcntl.ioctl(0, termios.TIOCSCTTY, 0))
        os.close(follower)
        self._reader = threading.Thread(target=self._drain, daemon=True)
        self._reader.start()

    def _drain(self):
        while True:
            try:
                data = os.read(self.leader, 65536)
            except OSError:
                return
            if not data:
                return
            self.output += data

    def _set_size(self, cols, rows):
        fcntl.ioctl(self.leader, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))

    def wait_for(self, text, timeout=15):
        """Waits until the output contains `text` (bytes); False on timeout."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if text in self.output:
                return True
            time.sleep(0.02)
        return False

    def answers(self, data, timeout=5):
        """Writes `data` and waits for the app to write something back."""
        mark = len(self.output)
        self.write(data)
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if len(self.output) > mark:
                return True
            time.sleep(0.02)
        return False

    def write(self, data):
        os.write(self.leader, data)

    def resize(self, cols, rows):
        self._set_size(cols, rows)
        os.killpg(self.process.pid, signal.SIGWINCH)

    def signal(self, number):
        self.process.send_signal(number)

    def wait(self, timeout=10):
        """The exit status (shell style: 128+N for signal N), or None if still running."""
        try:
            code = self.process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        self._reader.join(timeout=2)
        return 128 - code if code < 0 else code

    def restored(self):
        """Alternate screen left, cursor shown and the tty back in cooked mode (ICANON, ECHO)."""
        out = bytes(self.output)
        alt_ok = out.rfind(ALT_ON) < out.rfind(ALT_OFF) or ALT_ON not in out
        cursor_ok = out.rfind(CURSOR_OFF) < out.rfind(CURSOR_ON) or CURSOR_OFF not in out
        lflag = termios.tcgetattr(self.leader)[3]
        return alt_ok and cursor_ok and bool(lflag & termios.ICANON) and bool(lflag & termios.ECHO)

    def close(self):
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        os.close(self.leader)
