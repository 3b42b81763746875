// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// HTTP servers of the feed tests on 127.0.0.1 (tst_feeds, tst_feeds_window): a sheet with an
// ETag, and a server that drips its sheet a byte a second.

#include <QHash>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace gpu::test {

// A minimal HTTP/1.1 server: one sheet at /sheet with an ETag, 304 for a matching
// If-None-Match, 404 elsewhere. Each connection is answered and closed.
class SheetServer : public QObject
{
public:
    SheetServer()
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                socket->setParent(this);
                connect(socket, &QTcpSocket::readyRead, this, [this, socket] { serve(socket); });
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    void close() { m_server.close(); }
    QString url(const QString &path = QStringLiteral("/sheet")) const
    {
        return QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path);
    }
    void setSheet(const QByteArray &body, const QByteArray &contentType = "text/csv")
    {
        m_body = body;
        m_contentType = contentType;
        ++m_version;
    }
    int requests = 0;
    int notModified = 0;
    QByteArray authorization; ///< of the last request

private:
    void serve(QTcpSocket *socket)
    {
        QByteArray &buffer = m_buffers[socket];
        buffer += socket->readAll();
        if (!buffer.contains("\r\n\r\n"))
            return;
        ++requests;
        const QList<QByteArray> lines = buffer.split('\n');
        const QByteArray path = lines.first().split(' ').value(1);
        QByteArray ifNoneMatch;
        for (const QByteArray &l : lines) {
            if (l.toLower().startsWith("if-none-match:"))
                ifNoneMatch = l.mid(l.indexOf(':') + 1).trimmed();
            if (l.toLower().startsWith("authorization:"))
                authorization = l.mid(l.indexOf(':') + 1).trimmed();
        }
        const QByteArray etag = "\"v" + QByteArray::number(m_version) + '"';
        QByteArray response;
        if (path != "/sheet") {
            response = "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
        } else if (ifNoneMatch == etag) {
            ++notModified;
            response = "HTTP/1.1 304 Not Modified\r\nETag: " + etag
                + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
        } else {
            response = "HTTP/1.1 200 OK\r\nContent-Type: " + m_contentType + "\r\nETag: " + etag
                + "\r\nContent-Length: " + QByteArray::number(m_body.size())
                + "\r\nConnection: close\r\n\r\n" + m_body;
        }
        socket->write(response);
        socket->disconnectFromHost();
        m_buffers.remove(socket);
    }

    QTcpServer m_server;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    QByteArray m_body;
    QByteArray m_contentType;
    int m_version = 0;
};

// A server that answers 200 and then sends its sheet one byte a second: never silent long enough
// for the transfer timeout, it only ends at the overall deadline.
class DripServer : public QObject
{
public:
    DripServer()
    {
        connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection()) {
                ++m_connections;
                socket->setParent(this);
                socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\n"
                              "Content-Length: 100000\r\nConnection: close\r\n\r\nv");
                auto *drip = new QTimer(socket);
                connect(drip, &QTimer::timeout, socket, [socket] { socket->write("x"); });
                drip->start(1000);
            }
        });
    }
    bool listen() { return m_server.listen(QHostAddress::LocalHost); }
    QString url() const
    {
        return QStringLiteral("http://127.0.0.1:%1/slow").arg(m_server.serverPort());
    }
    /// Fetches that reached it (a test waits on this, not on a fixed time).
    int connections() const { return m_connections; }

private:
    QTcpServer m_server;
    int m_connections = 0;
};

} // namespace gpu::test
