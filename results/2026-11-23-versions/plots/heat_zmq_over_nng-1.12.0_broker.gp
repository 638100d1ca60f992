reset
$D0 << EOD
0 0 0.4603807896012076 "1.38"
0 1 1.5633194234692913 "2.96"
1 0 0.19407804022883482 "1.14"
1 1 1.6432212516454343 "3.12"
EOD
$D1 << EOD
0 0 "n.s."
1 0 "n.s."
EOD
$D2 << EOD
0 0 -0.22622973041207936 "0.85"
0 1 1.9088439681643048 "3.76"
1 0 0.525809949975042 "1.44"
1 1 1.3792819749224665 "2.60"
EOD
$D3 << EOD
0 0 "n.s."
0 1 "n.s."
1 1 "n.s."
EOD
set terminal pngcairo noenhanced size 720,300 font 'sans,10'
set output "heat_zmq_over_nng-1.12.0_broker.png"
set multiplot layout 1,2 title "zmq ÷ nng-1.12.0, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.9088439681643048:1.9088439681643048]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq / nng-1.12.0 round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
set terminal svg noenhanced size 720,300 dynamic font 'sans,10' background '#ffffff'
set output "heat_zmq_over_nng-1.12.0_broker.svg"
set multiplot layout 1,2 title "zmq ÷ nng-1.12.0, broker (n.s.: 95 % intervals overlap)" font ',13'
unset logscale
unset grid
unset key
set xrange [-0.5:1.5]
set yrange [-0.5:1.5]
set xtics ("64 B" 0, "1 KiB" 1) font ',8'
set ytics ("1" 0, "16" 1) font ',8'
set xlabel "payload size per message"
set ylabel "clients (worker processes)"
set cbrange [-1.9088439681643048:1.9088439681643048]
set cbtics ("0.50" -1.0, "1.00" 0.0, "2.00" 1.0) font ',8'
set cblabel "zmq / nng-1.12.0 round trips/s" font ',9'
set palette defined (0 '#B2182B', 0.5 '#F7F7F7', 1 '#2166AC')
set style fill solid 1.0 noborder
set title "TCP" font ',11'
plot $D0 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D0 using 1:($2+0.12):4 with labels font ',8', \
     $D1 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
set title "IPC" font ',11'
plot $D2 using 1:2:(0.5):(0.5):3 with boxxyerror lc palette, \
     $D2 using 1:($2+0.12):4 with labels font ',8', \
     $D3 using 1:($2-0.22):3 with labels font ',7' tc rgb '#333333'
unset multiplot
set output
